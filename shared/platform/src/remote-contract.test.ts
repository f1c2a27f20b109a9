import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RemoteModuleSchema } from './remote-contract';

const entry = { contractVersion: '2.0.0', buildId: 'blog-1', routes: [], pages: {} };

describe("the remote contract's agency forms", () => {
  it('are none unless the section declares some', () => {
    expect(RemoteModuleSchema.parse(entry).agencyForms).toBeUndefined();
  });

  it('keep the schema a section declares, to be called in its runtime', () => {
    const schema = z.object({ email: z.string() });
    const parsed = RemoteModuleSchema.parse({
      ...entry,
      agencyForms: { 'new-articles': { schema, consent: 'You may email me.', replyTo: 'email' } },
    });
    expect(parsed.agencyForms?.['new-articles']?.schema).toBe(schema);
  });

  it('refuse a form whose schema is not one, or whose name is not a slug', () => {
    const consent = 'You may email me.';
    expect(RemoteModuleSchema.safeParse({ ...entry, agencyForms: { news: { schema: {}, consent } } }).success).toBe(
      false,
    );
    const schema = z.object({});
    expect(RemoteModuleSchema.safeParse({ ...entry, agencyForms: { News: { schema, consent } } }).success).toBe(false);
    expect(RemoteModuleSchema.safeParse({ ...entry, agencyForms: { news: { schema, consent: '' } } }).success).toBe(
      false,
    );
  });
});
