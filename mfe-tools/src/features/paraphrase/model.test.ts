import type { ParaphraseSegment } from '@shared/contracts';
import { describe, expect, it, vi } from 'vitest';
import { paraphrase, PARAPHRASE_MESSAGES } from './api';
import {
  changedNow,
  choicesFor,
  chooseAlternative,
  isReverted,
  keepSurroundingSpace,
  PARAPHRASE_ERROR_MESSAGE,
  segmentsToText,
  withStableChoices,
} from './model';

const segments: ParaphraseSegment[] = [
  { text: 'The ', alternatives: [] },
  { text: 'large', original: 'big', alternatives: ['large', 'huge', 'Large'] },
  { text: ' dog, Rex, ran 3 km.', alternatives: [] },
];

describe('paraphrase model', () => {
  it('reads the text back and offers the original first, without repeats', () => {
    expect(segmentsToText(segments)).toBe('The large dog, Rex, ran 3 km.');
    expect(choicesFor(segments[1]!)).toEqual(['big', 'large', 'huge']);
  });

  it('swaps in a chosen alternative and can revert to the original', () => {
    const next = chooseAlternative(segments, 1, 'huge');
    expect(segmentsToText(next)).toBe('The huge dog, Rex, ran 3 km.');
    const back = chooseAlternative(next, 1, 'big');
    expect(isReverted(back[1]!)).toBe(true);
    expect(segments[1]!.text).toBe('large');
  });
});

describe('stable choices', () => {
  it('keeps the suggested word among the choices, in the same order, whatever is picked', () => {
    const fromApi: ParaphraseSegment = { text: 'purchased', original: 'bought', alternatives: ['bought', 'acquired'] };
    const [stable] = withStableChoices([fromApi]);
    expect(choicesFor(stable!)).toEqual(['bought', 'purchased', 'acquired']);
    const picked = chooseAlternative([stable!], 0, 'acquired');
    expect(choicesFor(picked[0]!)).toEqual(['bought', 'purchased', 'acquired']);
    expect(choicesFor(chooseAlternative(picked, 0, 'bought')[0]!)).toEqual(['bought', 'purchased', 'acquired']);
  });

  it('leaves unchanged segments alone', () => {
    expect(withStableChoices([segments[0]!])).toEqual([segments[0]]);
  });
});

describe('surrounding space and counts', () => {
  it('puts back the blank lines and spaces the api trimmed away', () => {
    const input = '\n\n  The big dog, Rex, ran 3 km.  \n';
    const kept = keepSurroundingSpace(input, segments);
    expect(kept.map((s) => s.original ?? s.text).join('')).toBe(input);
    expect(segmentsToText(kept)).toBe('\n\n  The large dog, Rex, ran 3 km.  \n');
  });

  it('leaves segments alone when the text had no surrounding space or does not match', () => {
    expect(keepSurroundingSpace('The big dog, Rex, ran 3 km.', segments)).toEqual(segments);
    expect(keepSurroundingSpace('  something else  ', segments)).toEqual(segments);
  });

  it('counts the words that stand changed now', () => {
    expect(changedNow(segments)).toBe(1);
    expect(changedNow(chooseAlternative(segments, 1, 'big'))).toBe(0);
    expect(changedNow(chooseAlternative(segments, 1, 'huge'))).toBe(1);
  });
});

describe('paraphrase call', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('posts the text and mode as JSON and parses the segments', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(200, { segments, changedCount: 1 }));
    const result = await paraphrase('http://localhost:8787/', 'The big dog', 'formal', { fetchImpl });
    expect(result.changedCount).toBe(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://localhost:8787/v1/paraphrase');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'The big dog', mode: 'formal', language: 'en-US' });
  });

  it('checks the text before sending', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(paraphrase('http://x', '   ', 'standard', { fetchImpl })).rejects.toThrow(
      'Please enter some text to paraphrase.',
    );
    await expect(paraphrase('http://x', 'a'.repeat(5001), 'standard', { fetchImpl })).rejects.toThrow(
      '5,000 characters',
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    [
      json(400, {
        error: 'Bad',
        errors: [{ field: 'text', code: 'too_small', message: 'Please enter some text to paraphrase.' }],
      }),
      'Please enter some text to paraphrase.',
    ],
    [
      json(422, {
        error: 'Some fields need attention.',
        errors: [{ field: 'mode', code: 'invalid_value', message: 'Invalid option' }],
      }),
      'Invalid option',
    ],
    [json(413, { error: 'The request is too large.', errors: [] }), PARAPHRASE_MESSAGES['too-large']],
    [json(429, { error: 'Too many', errors: [] }), PARAPHRASE_MESSAGES['rate-limited']],
    [json(500, {}), PARAPHRASE_ERROR_MESSAGE],
    [json(200, { segments: 'nope' }), PARAPHRASE_ERROR_MESSAGE],
  ])('reports failures clearly (%#)', async (response, message) => {
    await expect(
      paraphrase('http://x', 'The big dog', 'standard', {
        fetchImpl: vi.fn<typeof fetch>().mockResolvedValue(response),
      }),
    ).rejects.toThrow(message);
  });

  it('reports a network failure with the generic message', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(paraphrase('http://x', 'The big dog', 'standard', { fetchImpl })).rejects.toThrow(
      PARAPHRASE_ERROR_MESSAGE,
    );
  });
});
