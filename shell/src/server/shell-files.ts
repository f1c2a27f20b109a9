import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@shared/platform/core';

/** The shell's own entry script, stylesheets and module preloads, as its build wrote them into index.html. */
export interface ShellAssets {
  scripts: string[];
  styles: string[];
  modules: string[];
  /** The page's bootstrap (`public/start.js`), inline in every page, and its CSP hash source. */
  startScript: { source: string; hash: string };
}

export function readShellAssets(distDir: string): ShellAssets {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = (pattern: RegExp, name: string) =>
    [...html.matchAll(pattern)].map((match) => attribute(match[0], name)).filter((value) => value !== undefined);
  const entryStyles = tags(/<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
  // The shell's other stylesheets belong to chunks every page loads (the shared UI): the page
  // carries them from the start rather than having the browser ask for them after hydration.
  const chunkStyles = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/assets/${file}`)
    .filter((href) => !entryStyles.includes(href))
    .sort();
  // Its comments stay in the source: lines that are only comment are not sent with every page.
  const startScript = readFileSync(join(distDir, 'start.js'), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*\*|\*)/.test(line))
    .join('\n');
  return {
    startScript: {
      source: startScript,
      hash: `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`,
    },
    scripts: tags(/<script\b[^>]*type="module"[^>]*>/g, 'src'),
    styles: [...entryStyles, ...chunkStyles],
    modules: tags(/<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href'),
  };
}

/**
 * `config.json`, the deployment's source of truth, read again whenever the file changes: pointing
 * a section at a new build there changes the next page served, with no restart. A file that is
 * not valid throws a RuntimeConfigError naming the bad field.
 */
export function runtimeConfigFile(path: string): () => RuntimeConfig {
  let cached: { mtimeMs: number; size: number; config: RuntimeConfig } | null = null;
  return () => {
    const info = statSync(path);
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      let body: unknown;
      try {
        body = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        throw new RuntimeConfigError('/config.json is not valid JSON', '(file)');
      }
      cached = { mtimeMs: info.mtimeMs, size: info.size, config: parseRuntimeConfig(body) };
    }
    return cached.config;
  };
}
