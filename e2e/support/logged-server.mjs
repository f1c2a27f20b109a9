// Runs a server command for Playwright's webServer and copies everything it prints into a log
// file as well as to this process's own stdout and stderr: `node logged-server.mjs <file> <command…>`.
// The suite's last check (tests/server-logs.teardown.ts) reads these files.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

const [file, ...command] = process.argv.slice(2);
if (!file || command.length === 0) {
  console.error('usage: node logged-server.mjs <log file> <command> [args…]');
  process.exit(2);
}
const log = createWriteStream(file, { flags: 'a' });
const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout.on('data', (chunk) => {
  log.write(chunk);
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));
