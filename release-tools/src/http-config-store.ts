import { parseRuntimeConfig, type RuntimeConfig } from '@shared/platform/core';
import type { ReleaseRecord } from '@shared/contracts';
import {
  ConfigStoreError,
  HISTORY_FILE,
  parseHistory,
  reconcile,
  type ConfigChange,
  type ConfigStore,
} from './config-store';
import { fetchFailure } from 'composition-server/for-release';

export interface HttpConfigStoreOptions {
  /** Sent as `Authorization: Bearer <token>` (RELEASE_TOKEN). */
  token?: string;
  /** How long one request may take. */
  timeoutMs?: number;
  /** How many times a change is tried again while other releases keep winning the race. */
  attempts?: number;
  log?: (line: string) => void;
}

interface Document {
  text: string;
  /** Absent: the document does not exist yet (created with `If-None-Match: *`). */
  etag: string | null;
}

/**
 * The deployed config.json at an http(s) URL that every composition server reads, with the
 * release history (`releases.jsonl`) beside it at the same base URL: the shell's config host
 * (`config-host.ts`) or an object store with conditional writes.
 *
 * A change is an optimistic read-modify-write: GET both documents with their ETags, apply the
 * change, PUT each with `If-Match: <etag>` (`If-None-Match: *` to create one). A `412` means
 * another release wrote first: read again and apply the change again (a bounded number of
 * times), so two releases at once both land and neither silently undoes the other.
 *
 * Order: the history line is written first and is the lock. Only the release whose history PUT
 * succeeds goes on to write config.json; a concurrent one gets 412 and starts over on the new
 * history. Once recorded, a change is never lost: if config.json then cannot be written (a
 * crash, the network, a concurrent write), the next release finds the section's newest history
 * line not yet in config.json and carries it forward (`reconcile`), saying so. Writing
 * config.json first would instead leave a change live with no history line, which `rollback`
 * would then walk past.
 */
export class HttpConfigStore implements ConfigStore {
  readonly historyUrl: string;
  private readonly token: string | undefined;
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly log: (line: string) => void;

  constructor(
    readonly location: string,
    options: HttpConfigStoreOptions = {},
  ) {
    this.historyUrl = new URL(HISTORY_FILE, location).href;
    this.token = options.token || undefined;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.attempts = options.attempts ?? 8;
    this.log = options.log ?? ((line) => console.warn(line));
  }

  async read(): Promise<RuntimeConfig> {
    return this.configFrom(await this.getConfig());
  }

  async history(): Promise<ReleaseRecord[]> {
    return parseHistory((await this.get(this.historyUrl))?.text ?? '', this.historyUrl);
  }

  async update(change: ConfigChange) {
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      const [configDocument, historyDocument] = await Promise.all([this.getConfig(), this.get(this.historyUrl)]);
      const history = parseHistory(historyDocument?.text ?? '', this.historyUrl);
      const { config: current, carried } = reconcile(this.configFrom(configDocument), history);
      for (const record of carried) this.log(carriedLine(record));
      const result = change(current, history);
      const config = parseRuntimeConfig(result.config);
      const before = historyDocument?.text ?? '';
      const text = `${before}${before === '' || before.endsWith('\n') ? '' : '\n'}${JSON.stringify(result.record)}\n`;
      if (!(await this.put(this.historyUrl, text, historyDocument?.etag ?? null, 'application/x-ndjson'))) {
        await pause(attempt);
        continue;
      }
      await this.writeConfig(config, configDocument.etag!, result.record);
      return { config, record: result.record };
    }
    throw new ConfigStoreError(
      `${this.historyUrl} kept changing: ${this.attempts} other releases wrote first; nothing was changed, try again`,
      'conflict',
    );
  }

  /** Writes config.json after its history line; on 412, as the history now says (other releases' changes too). */
  private async writeConfig(config: RuntimeConfig, etag: string, record: ReleaseRecord) {
    let body = config;
    let match = etag;
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      if (await this.put(this.location, `${JSON.stringify(body, null, 2)}\n`, match, 'application/json')) return;
      await pause(attempt);
      const [fresh, history] = await Promise.all([this.getConfig(), this.history()]);
      const { config: next, carried } = reconcile(this.configFrom(fresh), history);
      // Another release wrote config.json with this change in it already.
      if (carried.length === 0) return;
      body = next;
      match = fresh.etag;
    }
    throw new ConfigStoreError(
      `${this.location} kept changing while ${record.action} of ${record.section} was written to it; the change is in ${HISTORY_FILE}, and the next release command that writes carries it into config.json`,
      'conflict',
    );
  }

  private async getConfig(): Promise<Document & { etag: string }> {
    const document = await this.get(this.location);
    if (!document) throw new ConfigStoreError(`${this.location} answered 404: upload a config.json there first`);
    return document as Document & { etag: string };
  }

  private configFrom(document: Document): RuntimeConfig {
    let body: unknown;
    try {
      body = JSON.parse(document.text);
    } catch (error) {
      throw new ConfigStoreError(`${this.location} cannot be read as JSON: ${String(error)}`);
    }
    return parseRuntimeConfig(body);
  }

  /** The document at `url` and its ETag, or null when there is none (404). */
  private async get(url: string): Promise<Document | null> {
    const response = await this.request(url, { method: 'GET', headers: { 'Cache-Control': 'no-cache' } });
    if (response.status === 404) return null;
    if (!response.ok) throw this.failure(url, response, await response.text().catch(() => ''));
    const etag = response.headers.get('ETag');
    if (!etag || etag.startsWith('W/')) {
      throw new ConfigStoreError(`${url} answers without a strong ETag, so it cannot be written without a race`);
    }
    return { text: await response.text(), etag };
  }

  /** PUTs `text` if the document is still `etag` (null: still absent); false on 412. */
  private async put(url: string, text: string, etag: string | null, type: string): Promise<boolean> {
    const response = await this.request(url, {
      method: 'PUT',
      headers: { 'Content-Type': type, ...(etag === null ? { 'If-None-Match': '*' } : { 'If-Match': etag }) },
      body: text,
    });
    const answer = await response.text().catch(() => '');
    if (response.status === 412) return false;
    if (!response.ok) throw this.failure(url, response, answer);
    return true;
  }

  private async request(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        headers: { ...init.headers, ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ConfigStoreError(`${url} could not be reached (${fetchFailure(error)})`);
    }
  }

  private failure(url: string, response: Response, body: string): ConfigStoreError {
    const detail = body.trim().slice(0, 500);
    const said = `${url} answered ${response.status}${detail ? `: ${detail}` : ''}`;
    if (response.status === 401 || response.status === 403) {
      return new ConfigStoreError(
        `${said} (${this.token ? 'it refused RELEASE_TOKEN' : 'set RELEASE_TOKEN to a token it accepts'})`,
        'unauthorised',
      );
    }
    return new ConfigStoreError(said);
  }
}

function carriedLine(record: ReleaseRecord): string {
  return `${HISTORY_FILE} has a change config.json does not have yet (a release still writing, or one that stopped between its two writes); keeping it: ${record.action} of ${record.section} → ${record.canary?.remote ?? record.remote ?? '(none)'}`;
}

/** A short random wait before trying again, longer each time, so racing releases spread out. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
}
