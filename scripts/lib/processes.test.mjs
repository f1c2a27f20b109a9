import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { busyPorts } from './processes.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a script that is stopped stops its children and their children', async () => {
  // A script that starts a child through a shell (as pnpm starts node), prints the grandchild's
  // pid, and is then sent SIGTERM.
  const script = `
    import { spawnChild, stopChildrenOnExit } from ${JSON.stringify(new URL('./processes.mjs', import.meta.url).href)};
    stopChildrenOnExit();
    const child = spawnChild('sh', ['-c', 'node -e "setInterval(() => {}, 1000)" & echo $!; wait'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (pid) => console.log(pid.toString().trim()));
  `;
  const grandchild = await new Promise((resolve, reject) => {
    const parent = execFile(process.execPath, ['--input-type=module', '-e', script], (error) => {
      if (error && error.signal !== 'SIGTERM' && error.code !== 143) reject(error);
    });
    parent.stdout.once('data', (pid) => {
      const found = Number(pid.toString().trim());
      parent.once('exit', () => resolve(found));
      parent.kill('SIGTERM');
    });
  });
  assert.ok(grandchild > 0);
  for (let wait = 0; wait < 50 && alive(grandchild); wait += 1) await new Promise((r) => setTimeout(r, 100));
  assert.equal(alive(grandchild), false, 'the grandchild was stopped with the script');
});

test('busyPorts names the ports something listens on, and only those', async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const busy = server.address().port;
  const spare = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => spare.once('listening', resolve));
  const free = spare.address().port;
  await new Promise((resolve) => spare.close(resolve));
  assert.deepEqual(await busyPorts([busy, free]), [busy]);
  await new Promise((resolve) => server.close(resolve));
});
