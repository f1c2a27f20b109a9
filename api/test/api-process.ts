import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON log line the process wrote so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the built api (`dist/main.js`, see global-build.ts) as its own process on a free
 * loopback port, and resolves once it listens (its info-level start-up line names the port).
 */
export function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [MAIN], {
    // Grammar engines are not preloaded: seconds of CPU per process that tests of other routes
    // would compete with (a test that needs them sets GRAMMAR_PRELOAD itself).
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      GRAMMAR_PRELOAD: 'false',
      // The built api assumes production, which needs payment keys or the explicit test mode.
      ...(env.RAZORPAY_KEY_ID ? {} : { PAYMENTS_TEST_MODE: 'true' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`api did not start in 60 s: ${stderr}`));
    }, 60_000);
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          entry = { msg: line };
        }
        logs.push(entry);
        if (typeof entry.port === 'number') {
          clearTimeout(timer);
          resolve({
            url: `http://127.0.0.1:${entry.port}`,
            child,
            logs,
            exited,
            stop: (signal = 'SIGTERM') => {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal);
              return exited;
            },
          });
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`api exited with ${code} before listening: ${stderr}`));
    });
  });
}
