import { FILE_MESSAGES } from '@shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingFiles, sendPendingFiles } from './pending-files';
import { refusedFilesOf } from './refused-files';

const API = 'http://api.test';
const TOKEN = 'c'.repeat(32);

/** The api's answer to a file it stored. */
const taken = () =>
  Promise.resolve(
    Response.json(
      {
        file: {
          id: '0b7c6a52-3c1e-4d1f-9a55-0f4b8c2d7e61',
          name: 'notes.pdf',
          mediaType: 'application/pdf',
          size: 8,
          uploadedAt: '2026-11-27T05:00:00.000Z',
        },
      },
      { status: 201 },
    ),
  );

/** A batch of chosen files whose check ends when the test says so. */
function checkingBatch() {
  let finish: (refused: { name: string; reason: string }[]) => void = () => undefined;
  const batch = new Promise<{ name: string; reason: string }[]>((resolve) => {
    finish = resolve;
  });
  pendingFiles.track(batch);
  return finish;
}

describe('files chosen in the wizard, sent once the order exists', () => {
  afterEach(async () => {
    // Nothing is left for the next test: a placed order takes everything.
    vi.stubGlobal('fetch', vi.fn(taken));
    await sendPendingFiles(API, null);
    for (const { id } of pendingFiles.list()) pendingFiles.remove(id);
  });

  it('waits for a check still running, and names a file it refused on the confirmation and the order page', async () => {
    const finish = checkingBatch();
    let done = false;
    const sent = sendPendingFiles(API, TOKEN).then((refused) => {
      done = true;
      return refused;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    finish([{ name: 'notes.pdf', reason: FILE_MESSAGES.wrongType }]);
    expect(await sent).toEqual([{ name: 'notes.pdf', reason: FILE_MESSAGES.wrongType }]);
    expect(refusedFilesOf(TOKEN)).toEqual([{ name: 'notes.pdf', reason: FILE_MESSAGES.wrongType }]);
    // Never named again for a later order.
    expect(await sendPendingFiles(API, 'd'.repeat(32))).toEqual([]);
  });

  it('forgets a refusal once a file of that name is chosen and taken', async () => {
    const fetch = vi.fn(taken);
    vi.stubGlobal('fetch', fetch);
    checkingBatch()([{ name: 'notes.pdf', reason: FILE_MESSAGES.wrongType }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Chosen again, the fixed file.
    pendingFiles.add(new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await sendPendingFiles(API, TOKEN)).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(pendingFiles.list()).toEqual([]);
  });
});
