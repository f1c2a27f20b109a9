// Child processes a script starts, and nothing left behind: `pnpm start` once left the api running
// twice (pnpm's child node outlived the pnpm it was killed through). Each child runs in a process
// group of its own, and the whole group is stopped when the script ends, however it ends.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const groups = new Set();

/**
 * Stops every group still running and waits until each is empty (pnpm exits at once, the api it
 * started finishes its requests first): SIGTERM now, SIGKILL to what is left after `graceMs`.
 */
export async function stopChildren(graceMs = 15_000) {
  const running = [...groups];
  groups.clear();
  for (const child of running) signal(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (running.some(groupAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of running.filter(groupAlive)) signal(child, 'SIGKILL');
}

/** Whether any process of the child's group is still there. */
function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // The group is gone already.
  }
}

/** `spawn`, in a process group of its own that is stopped with this process (see onStop). */
export function spawnChild(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  // Kept after the child itself exits: its group may still hold processes it started.
  groups.add(child);
  return child;
}

/**
 * Ends this process cleanly on Ctrl-C, SIGTERM or SIGHUP: stops every child group, then exits.
 * Children are in groups of their own, so a terminal's Ctrl-C reaches them only through here.
 * An exit for any other reason (an error, process.exit) still signals them.
 */
export function stopChildrenOnExit(onStop = () => {}) {
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await onStop();
    await stopChildren();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  process.on('SIGHUP', () => stop(129));
  process.on('exit', () => {
    for (const child of groups) if (groupAlive(child)) signal(child, 'SIGTERM');
  });
  return stop;
}

/** Which of `ports` something already listens on (at `host`). */
export async function busyPorts(ports, host = '127.0.0.1') {
  const busy = [];
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
    if (!free) busy.push(port);
  }
  return busy;
}
