import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import lockfile from 'proper-lockfile';
import { parseRuntimeConfig, type RuntimeConfig, type SectionName } from '@shared/platform/core';
import { ReleaseRecordSchema, type ReleaseRecord } from '@shared/contracts';

export type { ReleaseRecord };

export class ConfigStoreError extends Error {
  override readonly name = 'ConfigStoreError';
}

/**
 * The deployed config.json and its release history. Every change is a read-modify-write under a
 * lock (proper-lockfile: a lock directory beside the file, refreshed while held and taken over
 * once stale), written to a temporary file in the same folder and renamed over config.json, so
 * a composition server reads the old file or the new one, never half of one, and two releases
 * at once both land instead of the last one winning.
 */
export class ConfigStore {
  readonly historyPath: string;

  constructor(readonly configPath: string) {
    this.historyPath = join(dirname(configPath), 'releases.jsonl');
  }

  read(): RuntimeConfig {
    let body: unknown;
    try {
      body = JSON.parse(readFileSync(this.configPath, 'utf8'));
    } catch (error) {
      throw new ConfigStoreError(`${this.configPath} cannot be read as JSON: ${String(error)}`);
    }
    return parseRuntimeConfig(body);
  }

  history(): ReleaseRecord[] {
    if (!existsSync(this.historyPath)) return [];
    return readFileSync(this.historyPath, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => ReleaseRecordSchema.parse(JSON.parse(line)));
  }

  /**
   * Applies `change` to the config as it is now (read under the lock, so a concurrent release of
   * another section is kept) and records what it did. `change` may throw to write nothing.
   */
  async update(
    change: (config: RuntimeConfig, history: ReleaseRecord[]) => { config: RuntimeConfig; record: ReleaseRecord },
  ) {
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
      const { config, record } = change(this.read(), this.history());
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
