import { copyFileSync, existsSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The release history's file name, beside config.json (on disk or at the same base URL). */
export const HISTORY_FILE = 'releases.jsonl';

/**
 * Where the deployed config.json and its release history (releases.jsonl) live on this machine:
 * RELEASE_STATE_DIR, else `.release/` at the root of the checkout (beside `shell/` and `composition-server/`). Never inside
 * a build's output: a shell build empties `shell/dist/`, where releases used to write, and took
 * the running site's config and the whole history with it.
 *
 * `entryUrl` is an entry file of a package's build, two folders below the checkout's root
 * (`composition-server/dist/main.js`, or the release command's `release-tools/dist/release.js`),
 * so the default is the same for both.
 */
export function releaseStateDir(entryUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.RELEASE_STATE_DIR?.trim();
  return configured ? resolve(configured) : fileURLToPath(new URL('../../.release/', entryUrl));
}

/**
 * The release state's config.json, made on first use: an existing deployment's state (the
 * config.json and releases.jsonl that releases wrote into the shell's build) is moved there, or a
 * new one starts from the config.json the shell's build ships. Says what it did through `log`.
 * Safe when two processes (a composition server and a release) start at once: each file is
 * created whole and only if absent (a hard link of a finished copy), and config.json last, so
 * its presence means the move is complete.
 */
export function ensureReleaseState(stateDir: string, shellDist: string, log: (line: string) => void): string {
  const configPath = join(stateDir, 'config.json');
  if (existsSync(configPath)) return configPath;
  const legacyConfig = join(shellDist, 'config.json');
  const legacyHistory = join(shellDist, HISTORY_FILE);
  if (!existsSync(legacyConfig)) {
    throw new Error(
      `There is no release state in ${stateDir} and no config.json in ${shellDist} to start it from: build the shell first (pnpm --filter shell build).`,
    );
  }
  mkdirSync(stateDir, { recursive: true });
  const moved = existsSync(legacyHistory);
  if (moved) createOnce(legacyHistory, join(stateDir, HISTORY_FILE));
  if (!createOnce(legacyConfig, configPath)) return configPath;
  log(
    moved
      ? `Release state: moved config.json and ${HISTORY_FILE} from ${shellDist} to ${stateDir}, where a build never writes (a shell build empties ${shellDist}). Releases are read and written there from now on; the old copies in ${shellDist} are no longer used.`
      : `Release state: started ${configPath} from the shell build's ${legacyConfig}. Releases are read and written there; a build never touches it.`,
  );
  return configPath;
}

/** Copies `from` to `to` unless `to` exists; false when another process made it first. */
function createOnce(from: string, to: string): boolean {
  const temporary = `${to}.${process.pid}.${Date.now()}.tmp`;
  copyFileSync(from, temporary);
  try {
    linkSync(temporary, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
