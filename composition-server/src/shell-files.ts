import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@shared/platform/core';

/**
 * The shell's modules at least this large (as sent, compressed) are preloaded from the page's
 * head, so that they download while the phone is still parsing and painting the HTML; today that
 * is React DOM alone, a third of the first load's JavaScript. On a throttled phone it made the
 * page work 0.2 s sooner. Not all of them: Lighthouse's simulation counts every request that ends
 * before the first paint as holding it up, and with all of them in the head its LCP went from
 * 0.8-1.1 s to 1.8-2.7 s; with React DOM alone it stays at 1.1-1.5 s. `start.js` preloads the rest
 * after the first paint.
 */
const HEAD_PRELOAD_MIN_BYTES = 40_000;

/** The shell's own entry script, stylesheets and module preloads, as its build wrote them into index.html. */
export interface ShellAssets {
  scripts: string[];
  styles: string[];
  modules: string[];
  /** Those of `modules` the page preloads from its head, as soon as the HTML arrives. */
  headModules: string[];
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
  const modules = tags(/<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href');
  const sentBytes = (href: string) => {
    const file = join(distDir, href);
    return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
  };
  return {
    headModules: modules.filter((href) => sentBytes(href) >= HEAD_PRELOAD_MIN_BYTES),
    startScript: {
      source: startScript,
      hash: `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`,
    },
    scripts: tags(/<script\b[^>]*type="module"[^>]*>/g, 'src'),
    styles: [...entryStyles, ...chunkStyles],
    modules,
  };
}

/**
 * `config.json`, the deployment's source of truth, read on every request and parsed again whenever
 * its text changes: pointing a section at a new build there changes the next page served, with no
 * restart. (The text, not the file's mtime and size: two releases of the same length written within
 * one timestamp tick look alike to stat, and the second would be lost.) A file that is not valid
 * throws a RuntimeConfigError naming the bad field.
 */
export function runtimeConfigFile(path: string): () => RuntimeConfig {
  let cached: { text: string; config: RuntimeConfig } | null = null;
  return () => {
    const text = readFileSync(path, 'utf8');
    if (cached?.text !== text) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new RuntimeConfigError('/config.json is not valid JSON', '(file)');
      }
      cached = { text, config: parseRuntimeConfig(body) };
    }
    return cached.config;
  };
}
