import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRefusedFiles, refusedFilesOf, rememberRefusedFiles } from './refused-files';

const TOKEN = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);

describe('files an order did not take, kept in this browser by order', () => {
  afterEach(() => vi.useRealTimers());

  it('are named for their own order only, added to, and forgotten when dismissed', () => {
    expect(refusedFilesOf(TOKEN)).toEqual([]);
    rememberRefusedFiles(TOKEN, [{ name: 'notes.pdf', reason: 'Not a PDF.' }]);
    rememberRefusedFiles(TOKEN, [{ name: 'slides.pptx', reason: 'Too large.' }]);
    rememberRefusedFiles(OTHER, []);
    expect(refusedFilesOf(TOKEN)).toEqual([
      { name: 'notes.pdf', reason: 'Not a PDF.' },
      { name: 'slides.pptx', reason: 'Too large.' },
    ]);
    expect(refusedFilesOf(OTHER)).toEqual([]);
    forgetRefusedFiles(TOKEN);
    expect(refusedFilesOf(TOKEN)).toEqual([]);
  });

  it('are kept 30 days', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
    rememberRefusedFiles(TOKEN, [{ name: 'notes.pdf', reason: 'Not a PDF.' }]);
    vi.setSystemTime(new Date('2026-11-29T00:00:00Z'));
    rememberRefusedFiles(OTHER, [{ name: 'old.docx', reason: 'Empty.' }]);
    expect(refusedFilesOf(TOKEN)).toHaveLength(1);
    vi.setSystemTime(new Date('2026-12-02T00:00:00Z'));
    rememberRefusedFiles(OTHER, [{ name: 'new.docx', reason: 'Empty.' }]);
    expect(refusedFilesOf(TOKEN)).toEqual([]);
    expect(refusedFilesOf(OTHER)).toHaveLength(2);
  });

  it('read whatever is stored safely: something else under the key is nothing', () => {
    window.localStorage.setItem('checkout:refused-files', '{"x": 1');
    expect(refusedFilesOf(TOKEN)).toEqual([]);
    window.localStorage.setItem('checkout:refused-files', JSON.stringify({ [TOKEN]: { at: 1, files: 'no' } }));
    expect(refusedFilesOf(TOKEN)).toEqual([]);
  });
});
