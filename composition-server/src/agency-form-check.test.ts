import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AgencyFormDefinition } from '@shared/platform/core';
import { checkAgencyForm } from './agency-form-check';

const newArticles: AgencyFormDefinition = {
  schema: z.object({
    email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address.')),
    topic: z.optional(z.string()),
    consent: z.literal('on', 'Please tick the box so that we may email you.'),
  }),
  consent: 'The agency may email me when a new article is published.',
  replyTo: 'email',
};

describe('checkAgencyForm', () => {
  it("answers the section's output as the fields to send, the consent apart, and the reply address", async () => {
    expect(await checkAgencyForm(newArticles, { email: ' reader@example.com ', topic: 'AI', consent: 'on' })).toEqual({
      status: 'valid',
      form: {
        fields: { email: 'reader@example.com', topic: 'AI' },
        consent: { given: true, text: newArticles.consent },
        replyTo: 'reader@example.com',
      },
    });
  });

  it("answers the section's first message for each failing field, an unticked box among them", async () => {
    expect(await checkAgencyForm(newArticles, { email: 'reader' })).toEqual({
      status: 'invalid',
      errors: {
        email: 'Please enter a valid email address.',
        consent: 'Please tick the box so that we may email you.',
      },
    });
  });

  it('sends a consent that was not given as not given, when the section does not require it', async () => {
    const optional = { ...newArticles, schema: z.object({ question: z.string() }), replyTo: undefined };
    expect(await checkAgencyForm(optional, { question: 'Do you help with maths?' })).toEqual({
      status: 'valid',
      form: { fields: { question: 'Do you help with maths?' }, consent: { given: false, text: newArticles.consent } },
    });
  });

  it('says a form the section does not declare is unknown', async () => {
    expect(await checkAgencyForm(undefined, { email: 'reader@example.com' })).toEqual({ status: 'unknown' });
  });

  it("lets a schema's own error through: the runtime answers it as an error, and the post is not sent", async () => {
    const throwing: AgencyFormDefinition = {
      consent: 'Yes',
      schema: {
        '~standard': {
          version: 1,
          vendor: 'test',
          validate: () => {
            throw new Error('the schema threw');
          },
        },
      },
    };
    await expect(checkAgencyForm(throwing, {})).rejects.toThrow('the schema threw');
  });
});
