/**
 * The config host: a stand-in for an object store with conditional writes, holding the shell's
 * deployed `config.json` and its release history (`releases.jsonl`) in one folder. Composition
 * servers read the config from it (`CONFIG_URL`); `pnpm release --config <its URL>` writes it.
 *
 * - `GET`/`HEAD /<name>`: the file, `Cache-Control: no-cache`, a strong `ETag` (a hash of its
 *   bytes); `304` when `If-None-Match` names it; `404` when there is none.
 * - `PUT /config.json` or `/releases.jsonl` with `Authorization: Bearer <token>` (else `401`;
 *   after 10 wrong tokens from one address within 15 minutes, `429` until those are over):
 *   `If-Match: <etag>` must name the current file (else `412`), and is required once the file
 *   exists (`428`); `If-None-Match: *` creates it only if there is none (else `412`). The body
 *   (at most `maxBytes`, else `413`) must be a valid runtime config, or release records one a
 *   line (else `422` with the reasons). It is written to a temporary file and renamed over the
 *   old one; the answer (`201` created, `200` replaced) carries the new `ETag`.
 *
 * One process per folder: the precondition check and the rename run without yielding, so two
 * writes to one file are ordered and the second one's `If-Match` no longer matches.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RuntimeConfigSchema } from '@shared/platform/core';
import { ReleaseRecordSchema } from '@shared/contracts';
import { clientAddress } from 'composition-server/for-release';

export interface ConfigHostOptions {
  /** The folder that holds config.json and releases.jsonl. */
  dir: string;
  /** The bearer token a PUT must carry (RELEASE_TOKEN_MIN_LENGTH or more); without one the host only serves. */
  token: string | undefined;
  /** The largest body a PUT may send (8 MiB by default). */
  maxBytes?: number;
  /**
   * How many proxies in front of the host append to X-Forwarded-For (0: none, the socket's
   * address is the client's). The failure limit counts per client address.
   */
  trustProxy?: number;
}

export const RELEASE_TOKEN_MIN_LENGTH = 32;
/** Wrong tokens one address may send within `LOCKOUT_MS` before all its PUTs are refused (429) until then. */
export const MAX_TOKEN_FAILURES = 10;
export const LOCKOUT_MS = 15 * 60 * 1000;

/** What the host accepts, and how it checks each before writing it. */
const DOCUMENTS: Record<string, { type: string; check: (text: string) => string[] }> = {
  'config.json': { type: 'application/json; charset=utf-8', check: checkConfig },
  'releases.jsonl': { type: 'application/x-ndjson; charset=utf-8', check: checkHistory },
};

export function configHostApp(options: ConfigHostOptions): Hono {
  if (options.token !== undefined && options.token.length < RELEASE_TOKEN_MIN_LENGTH) {
    throw new Error(`RELEASE_TOKEN must be at least ${RELEASE_TOKEN_MIN_LENGTH} characters (use a random string).`);
  }
  const app = new Hono();
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  const failures = new FailureCounts(LOCKOUT_MS);
  const clientOf = (c: Context) => clientAddress(c, options.trustProxy ?? 0);

  app.on(['GET', 'HEAD'], '/:name', (c) => {
    const name = c.req.param('name');
    const path = join(options.dir, name);
    if (!DOCUMENTS[name] || !existsSync(path)) return c.text('Not found\n', 404);
    const bytes = readFileSync(path);
    const tag = etagOf(bytes);
    c.header('ETag', tag);
    c.header('Cache-Control', 'no-cache');
    if (matches(c.req.header('If-None-Match'), tag)) return c.body(null, 304);
    c.header('Content-Type', DOCUMENTS[name].type);
    return c.body(bytes, 200);
  });

  app.put(
    '/:name',
    (c, next) => {
      // Before the body is read: a wrong token never costs an upload. fail2ban-style, an address
      // that sent too many wrong tokens is refused, right token or not, until its window ends.
      const client = clientOf(c);
      if (failures.count(client) >= MAX_TOKEN_FAILURES) {
        c.header('Retry-After', String(LOCKOUT_MS / 1000));
        return c.text('Too many wrong tokens from this address; try again in 15 minutes\n', 429);
      }
      if (!authorised(c.req.header('Authorization'), options.token)) {
        if (c.req.header('Authorization')) failures.add(client);
        c.header('WWW-Authenticate', 'Bearer');
        return c.text('A bearer token this host accepts is required\n', 401);
      }
      return next();
    },
    bodyLimit({ maxSize: maxBytes, onError: (c) => c.text(`The body is over ${maxBytes} bytes\n`, 413) }),
    async (c) => {
      const name = c.req.param('name');
      const document = DOCUMENTS[name];
      if (!document) return c.text(`This host keeps ${Object.keys(DOCUMENTS).join(' and ')} only\n`, 404);
      const text = await c.req.text();
      // From here to the rename nothing yields, so no other write comes between check and write.
      const path = join(options.dir, name);
      const current = existsSync(path) ? etagOf(readFileSync(path)) : null;
      const ifMatch = c.req.header('If-Match');
      const ifNoneMatch = c.req.header('If-None-Match');
      if (ifNoneMatch !== undefined && (ifNoneMatch.trim() !== '*' || current !== null)) {
        return c.text(current ? `${name} exists already\n` : 'Only If-None-Match: * is understood\n', 412);
      }
      if (ifMatch !== undefined && (current === null || !matches(ifMatch, current))) {
        return c.text(`${name} is not the version If-Match names; read it again\n`, 412);
      }
      if (current !== null && ifMatch === undefined) {
        return c.text(`${name} exists: send If-Match with the ETag it was read with\n`, 428);
      }
      const reasons = document.check(text);
      if (reasons.length > 0) return c.text(`${name} was not accepted:\n${reasons.join('\n')}\n`, 422);
      const temporary = join(options.dir, `.${name}.${randomBytes(6).toString('hex')}`);
      try {
        writeFileSync(temporary, text);
        renameSync(temporary, path);
      } catch (error) {
        if (existsSync(temporary)) unlinkSync(temporary);
        throw error;
      }
      c.header('ETag', etagOf(Buffer.from(text)));
      return c.body(null, current === null ? 201 : 200);
    },
  );

  app.all('/:name', (c) => {
    c.header('Allow', 'GET, HEAD, PUT');
    return c.text('Method not allowed\n', 405);
  });
  return app;
}

/** A strong ETag: the same bytes always get the same one, on any host. */
function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-Match` / `If-None-Match` list names `tag` (or is `*`); strong comparison. */
function matches(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => candidate.trim() === '*' || candidate.trim() === tag);
}

/** Failures per key, each key's window starting at its first failure; in memory (one host per folder). */
class FailureCounts {
  readonly #runs = new Map<string, { failures: number; until: number }>();
  constructor(readonly windowMs: number) {}

  count(key: string): number {
    const run = this.#runs.get(key);
    if (run && run.until > Date.now()) return run.failures;
    this.#runs.delete(key);
    return 0;
  }

  add(key: string): void {
    const run = this.#runs.get(key);
    if (run && run.until > Date.now()) run.failures += 1;
    else this.#runs.set(key, { failures: 1, until: Date.now() + this.windowMs });
  }
}

function authorised(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = createHash('sha256').update(header.slice('Bearer '.length)).digest();
  return timingSafeEqual(given, createHash('sha256').update(token).digest());
}

function checkConfig(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return ['not JSON'];
  }
  const parsed = RuntimeConfigSchema.safeParse(json);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

function checkHistory(text: string): string[] {
  const reasons: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      reasons.push(`line ${index + 1}: not JSON`);
      return;
    }
    const parsed = ReleaseRecordSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      reasons.push(`line ${index + 1}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
    }
  });
  return reasons;
}
