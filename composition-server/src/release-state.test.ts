// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureReleaseState, HISTORY_FILE, releaseStateDir } from './release-state';

/** A checkout's shell build with a config.json (and, when given, the history releases wrote there). */
function checkout(history?: string) {
  const root = mkdtempSync(join(tmpdir(), 'release-state-'));
  const shellDist = join(root, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'config.json'), '{"built":true}');
  if (history) writeFileSync(join(shellDist, HISTORY_FILE), history);
  return { root, shellDist, stateDir: join(root, '.release') };
}

describe('the release state', () => {
  it('is .release/ at the checkout root by default, beside shell/, and RELEASE_STATE_DIR elsewhere', () => {
    expect(releaseStateDir('file:///repo/composition-server/dist/main.js', {})).toBe('/repo/.release/');
    expect(releaseStateDir('file:///repo/release-tools/dist/release.js', { RELEASE_STATE_DIR: '/srv/state' })).toBe(
      '/srv/state',
    );
  });

  it('moves an existing deployment’s config.json and history out of the build, which a rebuild then cannot touch', () => {
    const history =
      '{"at":"2026-01-01T00:00:00.000Z","action":"release","section":"blog","remote":"x","previous":null}\n';
    const { shellDist, stateDir } = checkout(history);
    writeFileSync(join(shellDist, 'config.json'), '{"released":true}');
    const lines: string[] = [];
    const configPath = ensureReleaseState(stateDir, shellDist, (line) => lines.push(line));
    expect(configPath).toBe(join(stateDir, 'config.json'));
    expect(readFileSync(configPath, 'utf8')).toBe('{"released":true}');
    expect(readFileSync(join(stateDir, HISTORY_FILE), 'utf8')).toBe(history);
    expect(lines.join('\n')).toContain(`moved config.json and ${HISTORY_FILE}`);

    // A shell build empties its dist/ and writes the default config.json again.
    rmSync(shellDist, { recursive: true });
    mkdirSync(shellDist);
    writeFileSync(join(shellDist, 'config.json'), '{"built":true}');
    expect(ensureReleaseState(stateDir, shellDist, (line) => lines.push(line))).toBe(configPath);
    expect(readFileSync(configPath, 'utf8'), 'the release state survives the rebuild').toBe('{"released":true}');
    expect(readFileSync(join(stateDir, HISTORY_FILE), 'utf8')).toBe(history);
    expect(lines, 'nothing more to say once it is there').toHaveLength(1);
  });

  it('starts a new deployment from the config.json its shell build ships', () => {
    const { shellDist, stateDir } = checkout();
    const lines: string[] = [];
    const configPath = ensureReleaseState(stateDir, shellDist, (line) => lines.push(line));
    expect(readFileSync(configPath, 'utf8')).toBe('{"built":true}');
    expect(existsSync(join(stateDir, HISTORY_FILE)), 'no history until the first release').toBe(false);
    expect(lines[0]).toContain('started');
  });

  it('says what to do when there is neither a release state nor a shell build', () => {
    const { root, stateDir } = checkout();
    expect(() => ensureReleaseState(stateDir, join(root, 'nowhere'), () => {})).toThrow(
      /no config\.json in .*nowhere to start it from: build the shell first/,
    );
  });
});
