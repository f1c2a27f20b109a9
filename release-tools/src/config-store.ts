import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import lockfile from 'proper-lockfile';
import { parseRuntimeConfig, type RuntimeConfig, type SectionName } from '@shared/platform/core';
import { ReleaseRecordSchema, type ReleaseRecord } from '@shared/contracts';
import { HISTORY_FILE } from 'composition-server/for-release';

export type { ReleaseRecord };
export { HISTORY_FILE };

/**
 * Why the deployed config could not be changed: `unavailable` (it cannot be read, locked or
 * written, or it answered an error), `conflict` (other releases kept changing it meanwhile),
 * `unauthorised` (the config's URL refused RELEASE_TOKEN). See exit-codes.ts.
 */
export type ConfigStoreFailure = 'unavailable' | 'conflict' | 'unauthorised';

export class ConfigStoreError extends Error {
  override readonly name = 'ConfigStoreError';
  constructor(
    message: string,
    readonly failure: ConfigStoreFailure = 'unavailable',
  ) {
    super(message);
  }
}

/** A change to the config, and the line that records it in the release history. */
export type ConfigChange = (
  config: RuntimeConfig,
  history: ReleaseRecord[],
) => { config: RuntimeConfig; record: ReleaseRecord };

/**
 * The deployed config.json and its release history (`releases.jsonl` beside it): a local file
 * (FileConfigStore) or a URL every composition server reads (HttpConfigStore).
 */
export interface ConfigStore {
  /** The path or URL of config.json, for messages. */
  readonly location: string;
  read(): Promise<RuntimeConfig>;
  history(): Promise<ReleaseRecord[]>;
  /**
   * Applies `change` to the config as it is now (so a concurrent release of another section is
   * kept) and records what it did. `change` may throw to write nothing; it may be called again
   * when another release changed the config meanwhile.
   */
  update(change: ConfigChange): Promise<{ config: RuntimeConfig; record: ReleaseRecord }>;
}

/**
 * The deployed config.json and its release history. Every change is a read-modify-write under a
 * lock (proper-lockfile: a lock directory beside the file, refreshed while held and taken over
 * once stale), written to a temporary file in the same folder and renamed over config.json, so
 * a composition server reads the old file or the new one, never half of one, and two releases
 * at once both land instead of the last one winning.
 */
export class FileConfigStore implements ConfigStore {
  readonly historyPath: string;

  constructor(readonly configPath: string) {
    this.historyPath = join(dirname(configPath), HISTORY_FILE);
  }

  get location() {
    return this.configPath;
  }

  read(): Promise<RuntimeConfig> {
    return Promise.resolve().then(() => this.readNow());
  }

  history(): Promise<ReleaseRecord[]> {
    return Promise.resolve().then(() => this.historyNow());
  }

  private readNow(): RuntimeConfig {
    let body: unknown;
    try {
      body = JSON.parse(readFileSync(this.configPath, 'utf8'));
    } catch (error) {
      throw new ConfigStoreError(`${this.configPath} cannot be read as JSON: ${String(error)}`);
    }
    return parseRuntimeConfig(body);
  }

  private historyNow(): ReleaseRecord[] {
    if (!existsSync(this.historyPath)) return [];
    return parseHistory(readFileSync(this.historyPath, 'utf8'), this.historyPath);
  }

  /**
   * Under the lock: config.json first, then its line in the history. A crash between the two
   * keeps the config change and loses only its history line.
   */
  async update(change: ConfigChange) {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(this.configPath, {
        stale: 15_000,
        retries: { retries: 40, minTimeout: 50, maxTimeout: 500 },
        realpath: false,
      });
    } catch (error) {
      throw new ConfigStoreError(`Another release holds the lock on ${this.configPath}: ${String(error)}`);
    }
    try {
      const { config, record } = change(this.readNow(), this.historyNow());
      const text = `${JSON.stringify(parseRuntimeConfig(config), null, 2)}\n`;
      const temporary = join(
        dirname(this.configPath),
        `.${basename(this.configPath)}.${randomBytes(6).toString('hex')}`,
      );
      writeFileSync(temporary, text);
      renameSync(temporary, this.configPath);
      appendFileSync(this.historyPath, `${JSON.stringify(record)}\n`);
      return { config, record };
    } finally {
      await release();
    }
  }
}

/** The release history's text as records, oldest first; a line that is not a record is an error. */
export function parseHistory(text: string, where: string): ReleaseRecord[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new ConfigStoreError(`${where}: line ${index + 1} is not JSON`);
      }
      const parsed = ReleaseRecordSchema.safeParse(json);
      if (!parsed.success) throw new ConfigStoreError(`${where}: line ${index + 1} is not a release record`);
      return parsed.data;
    });
}

/**
 * The builds a section went through, newest last, as `rollback` walks them back: a release or a
 * promote adds one, a rollback removes the newest.
 */
export function buildStack(history: readonly ReleaseRecord[], section: SectionName): string[] {
  const stack: string[] = [];
  for (const record of history) {
    if (record.section !== section) continue;
    if (record.action === 'release' || record.action === 'promote') {
      if (stack.length === 0 && record.previous) stack.push(record.previous);
      if (record.remote) stack.push(record.remote);
    } else if (record.action === 'rollback') {
      stack.pop();
    }
  }
  return stack;
}

/**
 * What a history line did to the config: the section's build in `remotes` (kept when the record
 * has none) and its canary (only a `canary` step leaves one running).
 */
export function applyRecord(config: RuntimeConfig, record: ReleaseRecord): RuntimeConfig {
  const canaries = { ...config.canaries };
  delete canaries[record.section];
  if (record.action === 'canary' && record.canary) canaries[record.section] = record.canary;
  return {
    ...config,
    remotes: { ...config.remotes, ...(record.remote ? { [record.section]: record.remote } : {}) },
    canaries,
  };
}

/**
 * The config with each section as its newest history line left it: a change recorded but not
 * yet in config.json (a release that stopped between its two writes, or one still writing) is
 * carried forward. Answers the sections it changed.
 */
export function reconcile(
  config: RuntimeConfig,
  history: readonly ReleaseRecord[],
): { config: RuntimeConfig; carried: ReleaseRecord[] } {
  const newest = new Map<SectionName, ReleaseRecord>();
  for (const record of history) newest.set(record.section, record);
  let result = config;
  const carried: ReleaseRecord[] = [];
  for (const record of newest.values()) {
    const next = applyRecord(result, record);
    if (!sameSection(result, next, record.section)) {
      carried.push(record);
      result = next;
    }
  }
  return { config: result, carried };
}

function sameSection(a: RuntimeConfig, b: RuntimeConfig, section: SectionName): boolean {
  const [x, y] = [a.canaries?.[section], b.canaries?.[section]];
  return a.remotes[section] === b.remotes[section] && x?.remote === y?.remote && x?.percent === y?.percent;
}
