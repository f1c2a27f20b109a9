import { GRAMMAR_MAX_CHARS } from '@shared/contracts';
import { describe, expect, it, vi } from 'vitest';
import { checkGrammar, GrammarCheckError, GRAMMAR_MESSAGES } from './api';
import { GRAMMAR_ERROR_MESSAGE } from './model';

const ENDPOINT = 'http://localhost:8787/v2/check';
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('checkGrammar', () => {
  it('posts form-encoded text and language=en-US and reads the matches', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(
      ok({
        matches: [
          { message: 'Possible spelling mistake found.', replacements: [{ value: 'This' }], offset: 0, length: 3 },
        ],
      }),
    );
    const matches = await checkGrammar(ENDPOINT, 'Ths & that = 😀', { fetchImpl });
    expect(matches).toEqual([
      expect.objectContaining({
        message: 'Possible spelling mistake found.',
        offset: 0,
        length: 3,
        replacements: [{ value: 'This' }],
      }),
    ]);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('text')).toBe('Ths & that = 😀');
    expect(body.get('language')).toBe('en-US');
  });

  it('sends the chosen variant and the ignored rules as LanguageTool’s disabledRules', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(ok({ matches: [] })));
    await checkGrammar(ENDPOINT, 'Some text.', { fetchImpl, language: 'en-GB', disabledRules: ['A_RULE', 'B_RULE'] });
    const body = new URLSearchParams(String(fetchImpl.mock.calls[0]![1]?.body));
    expect(body.get('language')).toBe('en-GB');
    expect(body.get('disabledRules')).toBe('A_RULE,B_RULE');
    await checkGrammar(ENDPOINT, 'Some text.', { fetchImpl, disabledRules: [] });
    expect(new URLSearchParams(String(fetchImpl.mock.calls[1]![1]?.body)).has('disabledRules')).toBe(false);
  });

  it('refuses text over the limit before sending', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const error = await checkGrammar(ENDPOINT, 'a'.repeat(GRAMMAR_MAX_CHARS + 1), { fetchImpl }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GrammarCheckError);
    expect((error as GrammarCheckError).reason).toBe('too-long');
    expect((error as Error).message).toContain('20,001 characters');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    [400, GRAMMAR_MESSAGES['bad-request']],
    [413, GRAMMAR_MESSAGES['too-large']],
    [429, GRAMMAR_MESSAGES['rate-limited']],
    [500, GRAMMAR_ERROR_MESSAGE],
    [503, GRAMMAR_ERROR_MESSAGE],
  ])('says what a %i answer means', async (status, message) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status }));
    await expect(checkGrammar(ENDPOINT, 'text', { fetchImpl })).rejects.toThrow(message);
  });

  it('gives the generic message for a network failure or a malformed answer', async () => {
    await expect(
      checkGrammar(ENDPOINT, 'text', {
        fetchImpl: vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
      }),
    ).rejects.toThrow(GRAMMAR_ERROR_MESSAGE);
    await expect(
      checkGrammar(ENDPOINT, 'text', { fetchImpl: vi.fn<typeof fetch>().mockResolvedValue(ok({ nope: true })) }),
    ).rejects.toThrow(GRAMMAR_ERROR_MESSAGE);
  });
});
