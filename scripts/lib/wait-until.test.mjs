import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { answers, waitUntil } from './wait-until.mjs';

test('waits until the check says yes', async () => {
  let calls = 0;
  assert.equal(await waitUntil(() => ++calls === 3, { timeoutMs: 5_000, intervalMs: 1 }), true);
  assert.equal(calls, 3);
});

test('gives up at the deadline', async () => {
  assert.equal(await waitUntil(() => false, { timeoutMs: 30, intervalMs: 5 }), false);
});

test('ends the wait with the error the check throws', async () => {
  await assert.rejects(
    waitUntil(
      () => {
        throw new Error('exited');
      },
      { timeoutMs: 5_000, intervalMs: 1 },
    ),
    /exited/,
  );
});

test('a server answers when it is listening and says 2xx, not otherwise', async () => {
  const server = createServer((request, response) => {
    response.statusCode = request.url === '/ok' ? 200 : 503;
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    assert.equal(await answers(`${origin}/ok`), true);
    assert.equal(await answers(`${origin}/starting`), false);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  assert.equal(await answers(`${origin}/ok`), false);
});
