import { GRAMMAR_MAX_CHARS, GrammarResponseSchema, type GrammarMatch } from '@shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { grammarRoutes } from './grammar-routes';
import { createGrammarPool } from './pool';

// Checks run in a worker thread; loading its engines takes a few seconds: once for the file. The
// time limit is generous here, since a cold worker on a busy test machine loads slowly.
const pool = createGrammarPool({ timeoutMs: 120_000 });
beforeAll(async () => {
  await pool.check('Warm up.', 'en-US', new Set());
}, 120_000);
afterAll(() => pool.close());

const routes = (limit = 100) =>
  grammarRoutes(readEnv({ GRAMMAR_RATE_LIMIT_PER_MINUTE: String(limit) }), undefined, pool);

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function check(text: string, language = 'en-US') {
  const response = await routes().request('/v2/check', form({ text, language }));
  expect(response.status).toBe(200);
  return GrammarResponseSchema.parse(await response.json()).matches;
}

/** The text a match points at, cut with the match's own UTF-16 offset and length. */
const marked = (text: string, match: GrammarMatch) => text.slice(match.offset, match.offset + match.length);
const byRule = (matches: GrammarMatch[], id: string) => matches.filter((match) => match.rule?.id === id);

describe('POST /v2/check', () => {
  it('answers in the LanguageTool shape', async () => {
    const response = await routes().request('/v2/check', form({ text: 'Ths is a test.', language: 'en-US' }));
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      software: { apiVersion: 1 },
      language: { code: 'en-US', name: 'English (US)' },
    });
    const [match] = GrammarResponseSchema.parse(body).matches;
    expect(match).toMatchObject({
      message: 'Possible spelling mistake found.',
      offset: 0,
      length: 3,
      sentence: 'Ths is a test.',
      context: { text: 'Ths is a test.', offset: 0, length: 3 },
      rule: { id: 'HUNSPELL_RULE', issueType: 'misspelling', category: { id: 'TYPOS', name: 'Possible Typo' } },
    });
    expect(match?.replacements.map((r) => r.value)).toContain('This');
  });

  it('finds misspellings, repeated words and wrong articles at their offsets', async () => {
    const text = 'She recieved an book and and a apple from her teacher.';
    const matches = await check(text);
    const spelling = byRule(matches, 'HUNSPELL_RULE');
    expect(spelling.map((m) => marked(text, m))).toEqual(['recieved']);
    expect(spelling[0]?.replacements[0]?.value).toBe('received');

    const [repeat] = byRule(matches, 'ENGLISH_WORD_REPEAT_RULE');
    expect(marked(text, repeat!)).toBe('and and');
    expect(repeat?.replacements).toEqual([{ value: 'and' }]);

    const articles = byRule(matches, 'EN_A_VS_AN');
    expect(articles.map((m) => [marked(text, m), m.replacements[0]?.value])).toEqual([
      ['an', 'a'],
      ['a', 'an'],
    ]);
    expect(matches.map((m) => m.offset)).toEqual([...matches.map((m) => m.offset)].sort((a, b) => a - b));
  });

  it('counts offsets in UTF-16 code units, so text after an emoji highlights correctly', async () => {
    const text = 'Great job 😀👍🏽 but teh essay is is late.';
    const matches = await check(text);
    expect(matches.map((m) => marked(text, m))).toEqual(['teh', 'is is']);
    expect(matches[0]?.offset).toBe(text.indexOf('teh'));
    for (const match of matches) {
      const { context } = match;
      expect(context!.text.slice(context!.offset, context!.offset + context!.length)).toBe(marked(text, match));
    }
  });

  it('keeps offsets true across CRLF line endings', async () => {
    const text = 'First line is fine.\r\nSecond line has one eror.\r\nThird line repeats the\r\nthe word.';
    const matches = await check(text);
    expect(matches.map((m) => marked(text, m))).toEqual(['eror', 'the\r\nthe']);
    const repeat = matches[1]!;
    // Line breaks show as spaces in the context, one for one.
    expect(repeat.context!.text.slice(repeat.context!.offset, repeat.context!.offset + repeat.length)).toBe('the  the');
  });

  it('reports a missing apostrophe once, not also as a misspelling', async () => {
    const text = 'I dont know why it doesnt work.';
    const matches = await check(text);
    expect(matches.map((m) => [m.rule?.id, marked(text, m), m.replacements[0]?.value])).toEqual([
      ['EN_CONTRACTION_SPELLING', 'dont', "don't"],
      ['EN_CONTRACTION_SPELLING', 'doesnt', "doesn't"],
    ]);
  });

  it('flags double spaces, lower-case sentence starts and a lower-case "i"', async () => {
    const text = 'It rained.  the match was off, so i went home.';
    const matches = await check(text);
    expect(matches.map((m) => [m.rule?.id, marked(text, m), m.replacements[0]?.value])).toEqual([
      ['WHITESPACE_RULE', '  ', ' '],
      ['UPPERCASE_SENTENCE_START', 'the', 'The'],
      ['I_LOWERCASE', 'i', 'I'],
    ]);
  });

  it('leaves correct prose, abbreviations, numbers, acronyms and links alone', async () => {
    const text =
      'The results (e.g. Table 2) were checked on 12 March 2024 by the NHS team, etc. and posted at https://exmple.org/rezults.';
    expect(await check(text)).toEqual([]);
  });

  it('accepts British spelling for en-GB but not for en-US', async () => {
    const text = 'The organisation changed its behaviour.';
    expect(await check(text, 'en-GB')).toEqual([]);
    expect((await check(text, 'en-US')).map((m) => marked(text, m))).toEqual(['organisation', 'behaviour']);
  }, 60_000);

  it('gives an en-GB writer no match on British spelling, and British fixes for American spelling', async () => {
    expect(await check("The colour of the organisation's logo was analysed.", 'en-GB')).toEqual([]);
    const text = 'The color of the organization was analyzed.';
    const matches = await check(text, 'en-GB');
    expect(matches.map((m) => [marked(text, m), m.replacements[0]?.value])).toEqual([
      ['color', 'colour'],
      ['organization', 'organisation'],
      ['analyzed', 'analysed'],
    ]);
    const offered = matches.flatMap((m) => m.replacements.map((r) => r.value));
    expect(offered.filter((value) => /color|iz|yz/.test(value))).toEqual([]);
  }, 60_000);

  it.each([
    ['en-AU', 'The centre organised a program about colour.'],
    ['en-CA', 'The centre organized a program about colour.'],
    ['en-IN', 'The centre organised a programme about colour.'],
  ])(
    'checks %s with its own spelling',
    async (language, text) => {
      expect(await check(text, language)).toEqual([]);
      expect((await check(text, 'en-US')).length).toBeGreaterThan(0);
    },
    60_000,
  );

  it('reports one merged grammar match, with its rule, category and issue type, best fix first', async () => {
    const text = 'She go to the library, and the results was surprising.';
    const matches = await check(text);
    expect(
      matches.map((m) => [marked(text, m), m.replacements[0]?.value, m.rule?.category.id, m.rule?.issueType]),
    ).toEqual([
      ['go', 'goes', 'GRAMMAR', 'grammar'],
      ['was', 'were', 'GRAMMAR', 'grammar'],
    ]);
    expect(matches[1]?.rule?.id).toBe('SUBJECT_VERB_AGREEMENT');
  }, 60_000);

  it('leaves out disabled rules and categories', async () => {
    const text = 'Ths is is wrong.';
    const response = await routes().request(
      '/v2/check',
      form({ text, language: 'en-US', disabledRules: 'ENGLISH_WORD_REPEAT_RULE', disabledCategories: 'CASING' }),
    );
    const { matches } = GrammarResponseSchema.parse(await response.json());
    expect(matches.map((m) => m.rule?.id)).toEqual(['HUNSPELL_RULE']);
  });

  it('answers 400 when language is missing, blank or unsupported', async () => {
    for (const fields of [
      { text: 'Hello.' } as Record<string, string>,
      { text: 'Hello.', language: ' ' },
      { text: 'Hallo.', language: 'de-DE' },
    ]) {
      const response = await routes().request('/v2/check', form(fields));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; errors: { field: string }[] };
      expect(body.errors[0]?.field).toBe('language');
    }
    const noText = await routes().request('/v2/check', form({ language: 'en-US' }));
    expect(noText.status).toBe(400);
    expect(((await noText.json()) as { error: string }).error).toBe("Missing 'text' parameter.");
  });

  it(`answers 413 for text over ${GRAMMAR_MAX_CHARS} characters, and accepts exactly the limit`, async () => {
    const atLimit = 'a'.repeat(GRAMMAR_MAX_CHARS);
    expect((await routes().request('/v2/check', form({ text: atLimit, language: 'en-US' }))).status).toBe(200);
    const over = await routes().request('/v2/check', form({ text: `${atLimit}b`, language: 'en-US' }));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: string }).error).toMatch(/20,000 characters/);
    // Many multi-byte characters within the limit still fit the body size limit.
    const curly = '’'.repeat(GRAMMAR_MAX_CHARS);
    expect((await routes().request('/v2/check', form({ text: curly, language: 'en-US' }))).status).toBe(200);
  }, 30_000);

  it('answers 429 once the per-minute limit is used up', async () => {
    const app = routes(2);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.request('/v2/check', form({ text: 'Hi.', language: 'en' }))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('the grammar worker', () => {
  const long =
    `${'The students was asked to compare two methods, and each of the groups have written a report. '.repeat(210)}`.slice(
      0,
      GRAMMAR_MAX_CHARS,
    );

  it('checks a 20,000-character text off the main thread: other requests are answered meanwhile', async () => {
    const app = routes(1000);
    let longDone = false;
    const checking = Promise.resolve(app.request('/v2/check', form({ text: long, language: 'en-US' }))).then(
      (response) => {
        longDone = true;
        return response;
      },
    );
    // The event loop is free while the worker checks: a timer fires and another route answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const languages = await app.request('/v2/languages');
    expect(languages.status).toBe(200);
    expect(longDone).toBe(false);
    const response = await checking;
    expect(response.status).toBe(200);
    expect(GrammarResponseSchema.parse(await response.json()).matches.length).toBeGreaterThan(100);
  }, 120_000);

  it('answers 503 in the protocol error shape when a check passes its time limit, and checks again after', async () => {
    const slow = createGrammarPool({ timeoutMs: 1 });
    try {
      const app = grammarRoutes(readEnv({ GRAMMAR_RATE_LIMIT_PER_MINUTE: '1000' }), undefined, slow);
      const response = await app.request('/v2/check', form({ text: long, language: 'en-US' }));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/^Checking this text took longer than 0 seconds, so it was stopped\./),
        errors: [{ field: 'text', code: 'timeout', message: expect.any(String) }],
      });
    } finally {
      await slow.close();
    }
    // The shared worker was not the one stopped, and answers as before.
    expect((await check('She go to school.')).length).toBe(1);
  }, 120_000);

  it('turns a check away at once with 503 when too many are waiting', async () => {
    const small = createGrammarPool({ maxQueue: 0 });
    try {
      const app = grammarRoutes(readEnv({ GRAMMAR_RATE_LIMIT_PER_MINUTE: '1000' }), undefined, small);
      const answers = await Promise.all(
        [1, 2, 3].map(() => app.request('/v2/check', form({ text: 'A short text.', language: 'en-US' }))),
      );
      const busy = answers.filter((response) => response.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(await busy[0]!.json()).toMatchObject({ errors: [{ field: 'text', code: 'busy' }] });
    } finally {
      await small.close();
    }
  }, 120_000);
});

describe('GET /v2/languages', () => {
  it('lists the supported languages', async () => {
    const response = await routes().request('/v2/languages');
    expect(await response.json()).toEqual([
      { name: 'English (US)', code: 'en', longCode: 'en-US' },
      { name: 'English (GB)', code: 'en', longCode: 'en-GB' },
      { name: 'English (Australian)', code: 'en', longCode: 'en-AU' },
      { name: 'English (Canadian)', code: 'en', longCode: 'en-CA' },
      { name: 'English (Indian)', code: 'en', longCode: 'en-IN' },
    ]);
  });
});
