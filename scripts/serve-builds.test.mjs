import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { portsOf } from './serve-builds.mjs';

test('each kept build keeps its port, and a new one gets the next', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-builds-'));
  assert.deepEqual(portsOf(dir, ['blog/b-1', 'tools/t-1'], 4190), { 'blog/b-1': 4190, 'tools/t-1': 4191 });
  // Listed in another order, with a build added: the old ports stay.
  assert.deepEqual(portsOf(dir, ['blog/b-0', 'blog/b-1', 'tools/t-1'], 4190), {
    'blog/b-1': 4190,
    'tools/t-1': 4191,
    'blog/b-0': 4192,
  });
});
