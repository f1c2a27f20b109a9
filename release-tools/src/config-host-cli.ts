/**
 * `pnpm config-host --dir <folder> [--port <n>] [--host <address>] [--trust-proxy <n>]`: serves
 * the shell's config from a folder and accepts conditional PUTs from `pnpm release` (see
 * config-host.ts), as an object store would. Writes need RELEASE_TOKEN set (the bearer token
 * `pnpm release` sends, 32 characters or more); without it the host only serves. `--trust-proxy`
 * says how many proxies (a TLS terminator) stand in front, so wrong tokens are counted per client.
 * Built to `release-tools/dist/config-host.js`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { configHostApp } from './config-host';

const USAGE =
  'Usage: pnpm config-host --dir <folder> [--port <n> (default 4180)] [--host <address> (default 127.0.0.1)] [--trust-proxy <proxies in front, default 0>]';

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        dir: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'trust-proxy': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.dir || !existsSync(values.dir)) {
  console.error(`${values.dir ? `${values.dir} does not exist` : '--dir is required'}\n${USAGE}`);
  process.exit(2);
}

const token = process.env.RELEASE_TOKEN || undefined;
if (!token) console.warn('RELEASE_TOKEN is not set: serving only, every PUT is refused (401).');
const trustProxy = Number(values['trust-proxy'] ?? 0);
if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
  console.error(`--trust-proxy takes a number of proxies from 0 to 10\n${USAGE}`);
  process.exit(2);
}
const app = (() => {
  try {
    return configHostApp({ dir: resolve(values.dir), token, trustProxy });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
})();
const server = serve(
  { fetch: app.fetch, port: Number(values.port ?? 4180), hostname: values.host ?? '127.0.0.1' },
  (info) => console.log(`config host (${resolve(values.dir!)}) → http://localhost:${info.port}`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
