import fc from 'fast-check';
import type { Hono } from 'hono';
import { PARAPHRASE_MAX_CHARS, ParaphraseResponseSchema, type ParaphraseResponse } from '@shared/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { readEnv } from '../env';
import { loadParaphraser } from './paraphrase-service';
import { paraphraseRoutes } from './paraphrase-routes';
import { tagWords } from './tagger';
import { WordNet } from './wordnet';

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

const MODES = ['standard', 'fluent', 'formal'] as const;

/**
 * Sentences students write, by subject. In each, the words that must stay: the nouns the sentence
 * is about, its technical terms, its names and numbers, and words whose synonyms have another sense.
 */
const KEPT: [string, string[]][] = [
  [
    'Rising sea levels threaten coastal cities, and governments must act quickly.',
    ['sea levels', 'coastal cities', 'governments'],
  ],
  ['The contract was enforced in court after the tenant refused to pay.', ['contract', 'enforced in court', 'tenant']],
  [
    'Governments should invest more in renewable energy to reduce emissions.',
    ['Governments', 'renewable energy', 'emissions'],
  ],
  [
    'The students analysed the data and presented their findings to the committee.',
    ['students', 'data', 'findings', 'committee'],
  ],
  [
    'Climate change affects agriculture, water supply and public health.',
    ['Climate change', 'affects', 'public health'],
  ],
  [
    'The algorithm sorts the array in linear time using a hash table.',
    ['algorithm', 'sorts', 'array', 'linear time', 'hash table'],
  ],
  [
    'Photosynthesis converts light energy into chemical energy in plants.',
    ['Photosynthesis', 'light energy', 'chemical energy'],
  ],
  ['The company increased its profits by reducing operating costs.', ['company', 'profits', 'operating costs']],
  [
    'Nurses monitor patients with sepsis every hour in the intensive care unit.',
    ['Nurses', 'patients', 'sepsis', 'intensive care unit'],
  ],
  [
    'In 1947, India gained independence from British rule after decades of struggle.',
    ['1947', 'India', 'independence', 'British rule'],
  ],
  ["The teacher will help the students, but they don't use big data.", ['teacher', 'students', 'big data']],
];

/** Swaps that once changed what a sentence said; none may ever come back, in any mode. */
const NEVER = ['degrees', 'regimes', 'tribunal', 'implemented', 'touches', 'commission', 'pupils', 'large data'];

describe('POST /v1/paraphrase never changes what a sentence says', () => {
  it('keeps the nouns a sentence is about, its technical terms, names and numbers, in every subject and mode', async () => {
    for (const mode of MODES) {
      for (const [sentence, kept] of KEPT) {
        const result = await paraphrase(sentence, mode);
        expect(rebuilt(result)).toBe(sentence);
        for (const words of kept) expect(output(result), `${mode}: ${sentence}`).toContain(words);
        for (const bad of NEVER) expect(output(result).toLowerCase(), `${mode}: ${sentence}`).not.toContain(bad);
      }
    }
  });

  it('replaces only a verb, an adverb or an adjective (never a noun), by a word WordNet gives the same sense', async () => {
    const wordnet = WordNet.shared();
    const POS = { Verb: 'v', Adjective: 'a', Adverb: 'r' } as const;
    for (const mode of MODES) {
      for (const [sentence] of KEPT) {
        const input = `${sentence} She quickly realized that the old method was slow.`;
        const result = await paraphrase(input, mode);
        const tagged = tagWords(input);
        let at = 0;
        for (const segment of result.segments) {
          const original = segment.original;
          if (original && /^[A-Za-z]+$/.test(original) && /^[A-Za-z]+$/.test(segment.text)) {
            const word = tagged.find((w) => w.start === at)!;
            expect(word.tags.has('Noun') && !word.tags.has('Verb'), `${mode}: ${original} is a noun`).toBe(false);
            const tag = (['Verb', 'Adjective', 'Adverb'] as const).find((t) => word.tags.has(t));
            expect(tag, `${mode}: ${original} → ${segment.text}`).toBeDefined();
            // The replacement's dictionary form shares a meaning with the original's, in that part of speech.
            const pos = POS[tag!];
            const lemma = tagWords(segment.text.toLowerCase())[0]!.lemma;
            const shared = wordnet
              .senses(word.lemma, pos)
              .filter((sense) => wordnet.senses(lemma, pos).includes(sense));
            expect(shared.length, `${mode}: ${original} → ${segment.text}`).toBeGreaterThan(0);
          }
          at += (original ?? segment.text).length;
        }
      }
    }
  });

  it('says so when nothing can be rewritten safely, and gives the text back as it was', async () => {
    for (const mode of MODES) {
      const result = await paraphrase('The European Court of Justice, 2019.', mode);
      expect(result.changedCount).toBe(0);
      expect(output(result)).toBe('The European Court of Justice, 2019.');
    }
  });

  it('still rewrites what it safely can: verbs, adverbs and adjectives outside a term', async () => {
    const result = await paraphrase(SAMPLE, 'standard');
    expect(rebuilt(result)).toBe(SAMPLE);
    expect(result.changedCount).toBe(changed(result).length);
    expect(result.changedCount).toBeGreaterThanOrEqual(2);
    for (const segment of changed(result)) {
      expect(segment.text).not.toBe(segment.original);
      expect(segment.alternatives[0]).toBe(segment.original);
      expect(segment.alternatives).not.toContain(segment.text);
    }
  });

  it('keeps names, numbers, punctuation and capitals', async () => {
    for (const mode of MODES) {
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
    const start = await paraphrase('Prior to the test, we talked about it.', 'fluent');
    expect(output(start)).toMatch(/^Before the test/);
  });

  it('gives the same output for the same text and mode', async () => {
    for (const mode of MODES) {
      const first = await paraphrase(SAMPLE, mode);
      expect(await paraphrase(SAMPLE, mode)).toEqual(first);
    }
  });
});

describe('POST /v1/paraphrase modes', () => {
  const PARAGRAPH =
    'In order to obtain accurate results, the team used a careful method. Researchers carried out a survey and ' +
    "found out that students don't always make sure their sources are reliable. Prior to the study, they " +
    'received approximately 20 minutes of training, and the teacher will help them.';

  it('each differs from the others: plain words in Fluent, single verbs and no contractions in Formal', async () => {
    const [standard, fluent, formal] = await Promise.all(MODES.map((mode) => paraphrase(PARAGRAPH, mode)));
    expect(new Set([output(standard!), output(fluent!), output(formal!)]).size).toBe(3);
    expect(output(fluent!)).toMatch(/^To get accurate results/);
    expect(output(fluent!)).toContain('Before the study');
    expect(output(fluent!)).toContain('about 20 minutes');
    for (const formalWords of ['conducted a survey', 'discovered that', 'do not', 'ensure their sources']) {
      expect(output(formal!)).toContain(formalWords);
    }
    expect(output(standard!)).toContain("don't");
    expect(output(standard!)).toContain('carried out');
  });

  it('puts a phrasal verb’s replacement in its form, and leaves one whose form is unclear', async () => {
    const formal = async (text: string) => output(await paraphrase(text, 'formal'));
    expect(await formal('She found out the truth.')).toBe('She discovered the truth.');
    expect(await formal('They are finding out why.')).toBe('They are discovering why.');
    expect(await formal('We had carried out the test.')).toBe('We had conducted the test.');
    // "set" is present or past: "establish" or "established" cannot be told apart, so it stays.
    expect(await formal('They set up a company.')).toBe('They set up a company.');
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
  const formal = (language: string) => post({ text, mode: 'formal', language });
  const offered = (result: ParaphraseResponse) =>
    result.segments.flatMap((s) => (s.original ? [s.text, ...s.alternatives] : []));

  it('offers synonyms in the writer’s spelling: British for en-GB, American for en-US', async () => {
    const british = await formal('en-GB');
    expect(british.status).toBe(200);
    const gb = offered(ParaphraseResponseSchema.parse(await british.json()));
    expect(gb).toContain('utilised');
    expect(gb.filter((word) => /center|iz(e|ed|ing)$|color/.test(word))).toEqual([]);
    const us = offered(ParaphraseResponseSchema.parse(await (await formal('en-US')).json()));
    expect(us).toContain('utilized');
    expect(us.filter((word) => /centre|is(e|ed|ing)$|colour/.test(word))).toEqual([]);
  });

  it('refuses an unknown variant with the contract’s message', async () => {
    const response = await post({ text, mode: 'standard', language: 'en-XX' });
    expect(response.status).toBe(422);
  });
});
