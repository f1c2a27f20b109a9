import type { ParaphraseSegment } from 'shared';
import { describe, expect, it, vi } from 'vitest';
import { paraphrase, PARAPHRASE_MESSAGES } from './api';
import { choicesFor, chooseAlternative, isReverted, PARAPHRASE_ERROR_MESSAGE, segmentsToText } from './model';

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

describe('paraphrase call', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('posts the text and mode as JSON and parses the segments', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(200, { segments, changedCount: 1 }));
    const result = await paraphrase('http://localhost:8787/', 'The big dog', 'formal', { fetchImpl });
    expect(result.changedCount).toBe(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://localhost:8787/v1/paraphrase');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'The big dog', mode: 'formal' });
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
