import fc from 'fast-check';
import type { Hono } from 'hono';
import { PARAPHRASE_MAX_CHARS, ParaphraseResponseSchema, type ParaphraseResponse } from '@shared/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { readEnv } from '../env';
import { loadParaphraser } from './paraphrase-service';
import { paraphraseRoutes } from './paraphrase-routes';

// The tagger and WordNet take a few seconds to load; do it once for the file.
beforeAll(async () => {
  await loadParaphraser();
}, 60_000);

const routes = (limit = 1000) => paraphraseRoutes(readEnv({ GRAMMAR_RATE_LIMIT_PER_MINUTE: String(limit) }));

const post = (body: unknown, app: Pick<Hono, 'request'> = routes()) =>
  app.request('/v1/paraphrase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function paraphrase(text: string, mode?: string): Promise<ParaphraseResponse> {
  const response = await post({ text, mode });
  expect(response.status).toBe(200);
  return ParaphraseResponseSchema.parse(await response.json());
}

/** The input rebuilt from the segments: every unchanged segment plus the original of each changed one. */
const rebuilt = (result: ParaphraseResponse) => result.segments.map((s) => s.original ?? s.text).join('');
const output = (result: ParaphraseResponse) => result.segments.map((s) => s.text).join('');
const changed = (result: ParaphraseResponse) => result.segments.filter((s) => s.original !== undefined);

const SAMPLE =
  'Dr. Asha Rao showed 3 important results in 2024 to the students at Oxford University. ' +
  "The teacher will help the students, but they don't use big data. Researchers examined the huge effects!";

describe('POST /v1/paraphrase', () => {
  it('swaps words for synonyms of the same part of speech and form, marking each change', async () => {
    const result = await paraphrase(SAMPLE, 'standard');
    expect(rebuilt(result)).toBe(SAMPLE);
    expect(result.changedCount).toBe(changed(result).length);
    expect(result.changedCount).toBeGreaterThanOrEqual(3);
    const swaps = Object.fromEntries(changed(result).map((s) => [s.original, s.text]));
    // Plural nouns stay plural, and the original is offered first among the alternatives.
    expect(swaps.students).toBe('pupils');
    expect(swaps.results).toMatch(/^(effects|outcomes|consequences)$/);
    for (const segment of changed(result)) {
      expect(segment.text).not.toBe(segment.original);
      expect(segment.alternatives[0]).toBe(segment.original);
      expect(segment.alternatives).not.toContain(segment.text);
    }
  });

  it('keeps names, numbers, punctuation and capitals', async () => {
    for (const mode of ['standard', 'fluent', 'formal']) {
      const result = await paraphrase(SAMPLE, mode);
      const text = output(result);
      for (const kept of ['Dr. Asha Rao', ' 3 ', ' 2024 ', 'Oxford University.', '!']) expect(text).toContain(kept);
      const originals = changed(result).map((s) => s.original);
      expect(originals).not.toContain('Asha');
      expect(originals).not.toContain('Oxford');
      // A capitalised sentence start stays capitalised.
      for (const segment of changed(result)) {
        expect(/^[A-Z]/.test(segment.text)).toBe(/^[A-Z]/.test(segment.original!));
      }
    }
    const start = await paraphrase('Students examined the huge effects.', 'formal');
    expect(output(start)).toMatch(/^Pupils /);
  });

  it('gives the same output for the same text and mode', async () => {
    for (const mode of ['standard', 'fluent', 'formal']) {
      const first = await paraphrase(SAMPLE, mode);
      expect(await paraphrase(SAMPLE, mode)).toEqual(first);
    }
  });

  it('differs by mode: fluent is the most conservative, formal expands contractions', async () => {
    const standard = await paraphrase(SAMPLE, 'standard');
    const fluent = await paraphrase(SAMPLE, 'fluent');
    const formal = await paraphrase(SAMPLE, 'formal');
    expect(fluent.changedCount).toBeLessThan(standard.changedCount);
    expect(output(formal)).toContain('they do not');
    expect(output(standard)).toContain("don't");
    expect(output(formal)).not.toBe(output(standard));
  });

  it('defaults to the standard mode', async () => {
    expect(await paraphrase(SAMPLE)).toEqual(await paraphrase(SAMPLE, 'standard'));
  });

  it('keeps an article agreeing with the new word', async () => {
    const result = await paraphrase('She wrote an essay about a huge effect and an important result.', 'standard');
    expect(output(result)).not.toMatch(/\ba [aeiou]|\ban [^aeiou\s]/i);
  });

  it('rebuilds any text exactly from its segments, emoji and CRLF included', async () => {
    const words = fc.constantFrom(
      'students',
      'Students',
      'examined',
      'the',
      'huge',
      'effects',
      'teacher',
      'will',
      'help',
      '2024',
      'Asha',
      '😀',
      'results,',
      'big',
      'data.',
      "don't",
      'use',
    );
    const gaps = fc.constantFrom(' ', '  ', '\r\n', '\n', ' — ');
    const texts = fc
      .array(fc.tuple(words, gaps), { minLength: 1, maxLength: 25 })
      .map((parts) =>
        parts
          .map(([w, g]) => w + g)
          .join('')
          .trim(),
      )
      .filter((text) => text.length > 0);
    await fc.assert(
      fc.asyncProperty(texts, fc.constantFrom('standard', 'fluent', 'formal'), async (text, mode) => {
        const result = await paraphrase(text, mode);
        expect(rebuilt(result)).toBe(text);
        // Numbers, names and emoji are never changed.
        for (const kept of ['2024', 'Asha', '😀']) {
          if (text.includes(kept)) expect(output(result)).toContain(kept);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('answers 422 with the contract messages for blank, over-long or bad input', async () => {
    const blank = await post({ text: '   ', mode: 'standard' });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Please enter some text to paraphrase.',
    );
    const long = await post({ text: 'a '.repeat(PARAPHRASE_MAX_CHARS), mode: 'standard' });
    expect(long.status).toBe(422);
    expect((await post({ text: 'Hello there.', mode: 'poetic' })).status).toBe(422);
    const notJson = await routes().request('/v1/paraphrase', { method: 'POST', body: 'text=hi' });
    // A string body is sent as text/plain: refused as not JSON before any parsing.
    expect(notJson.status).toBe(415);
    const broken = await routes().request('/v1/paraphrase', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"text": ',
    });
    expect(broken.status).toBe(400);
  });

  it('answers 413 for a body far over the size limit', async () => {
    const response = await post({ text: 'x'.repeat(PARAPHRASE_MAX_CHARS * 8), mode: 'standard' });
    expect(response.status).toBe(413);
  });

  it('answers 429 once the per-minute limit is used up', async () => {
    const app = routes(2);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post({ text: 'The students slept.' }, app)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('is mounted in the app', async () => {
    // Paraphrasing never touches the database; any query would fail the test.
    const refuse = () => Promise.reject(new Error('no database here'));
    const noDatabase: Database = { kind: 'pglite', query: refuse, transaction: refuse, close: async () => {} };
    const app = createApp(noDatabase, readEnv({}));
    const response = await post({ text: 'The students slept.' }, app);
    expect(response.status).toBe(200);
    expect(rebuilt(ParaphraseResponseSchema.parse(await response.json()))).toBe('The students slept.');
  });
});

describe('POST /v1/paraphrase in an English variant', () => {
  const text = 'They examined the middle of the town, and the team used a new method.';
  const offered = (result: ParaphraseResponse) =>
    result.segments.flatMap((s) => (s.original ? [s.text, ...s.alternatives] : []));

  it('offers synonyms in the writer’s spelling: British for en-GB, American for en-US', async () => {
    const british = await post({ text, mode: 'standard', language: 'en-GB' });
    expect(british.status).toBe(200);
    const gb = offered(ParaphraseResponseSchema.parse(await british.json()));
    expect(gb).toContain('centre');
    expect(gb.filter((word) => /center|iz(e|ed|ing)$|color/.test(word))).toEqual([]);
    const us = offered(await paraphrase(text, 'standard'));
    expect(us).toContain('center');
    expect(us.filter((word) => /centre|is(e|ed|ing)$|colour/.test(word))).toEqual([]);
  });

  it('refuses an unknown variant with the contract’s message', async () => {
    const response = await post({ text, mode: 'standard', language: 'en-XX' });
    expect(response.status).toBe(422);
  });
});
