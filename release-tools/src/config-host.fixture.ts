/** Test support: the config host on a free port of this machine, over a new folder. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { configHostApp } from './config-host';

export const TOKEN = 'test-release-token-0123456789abcdef';

export interface TestConfigHost {
  dir: string;
  origin: string;
  configUrl: string;
  /** Every request it answered, as `METHOD /name status`. */
  answered: string[];
  close: () => Promise<void>;
}

export async function startConfigHost(
  options: {
    maxBytes?: number;
    /** Without a config.json. */
    empty?: boolean;
    /** Runs before the host answers a request (to hold it back, say). */
    before?: (request: Request) => Promise<void> | void;
  } = {},
): Promise<TestConfigHost> {
  const dir = mkdtempSync(join(tmpdir(), 'config-host-'));
  if (!options.empty) {
    writeFileSync(join(dir, 'config.json'), JSON.stringify(defaultRuntimeConfig('localhost'), null, 2));
  }
  const app = configHostApp({ dir, token: TOKEN, maxBytes: options.maxBytes, trustProxy: 1 });
  const answered: string[] = [];
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve(
      {
        fetch: async (request) => {
          await options.before?.(request);
          const response = await app.fetch(request);
          answered.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
          return response;
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started),
    );
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dir,
    origin,
    configUrl: `${origin}/config.json`,
    answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
