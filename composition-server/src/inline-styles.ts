import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createResourceCache } from '@shared/platform/core';

/** Pages carry at most this much CSS inline; past it, stylesheets stay links. */
const INLINE_BUDGET_BYTES = 64 * 1024;
/** Stylesheet URLs are content-hashed, so a text once read never changes; this bounds the memory. */
const MAX_CACHED_SHEETS = 400;

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"[^>]*?\/?>/g;

/**
 * Puts the page's stylesheets into the HTML as `<style>` elements, so the first paint waits for
 * no other request. A render-blocking stylesheet costs a round trip (a new connection for a
 * section's origin), and on a phone the first paint then lands behind the page's JavaScript.
 *
 * Each `<link>` stays right after its styles, with a type no browser styles with
 * (`text/x-inlined`): browsers fetch no stylesheet of a type they do not support (Chromium does
 * fetch a `disabled` one), but Vite's preload helper and React find the link by its href, and so
 * they know the stylesheet is already in the page and do not load it a second time. A stylesheet
 * that cannot be read is left as it was: the page still works, it only paints later.
 */
export class StyleInliner {
  /** Texts by URL; one that could not be read is not kept, so a later page tries again. */
  readonly #sheets = createResourceCache<string, string>({ maxEntries: MAX_CACHED_SHEETS });

  constructor(
    /** The shell's client build, where its own stylesheets (`/assets/…`) are. */
    private readonly shellDistDir: string,
    private readonly fetchTimeoutMs: number,
  ) {}

  async inline(html: string): Promise<string> {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    const texts = await Promise.all(links.map(([, href]) => this.#read(href!)));
    let budget = INLINE_BUDGET_BYTES;
    let result = '';
    let from = 0;
    links.forEach((match, index) => {
      const css = texts[index];
      if (css === null || css === undefined || css.length > budget || !inlinable(css)) return;
      budget -= css.length;
      const [tag, href] = match;
      const inert = tag.replace(/\s*\/?>$/, ' type="text/x-inlined"/>');
      result += `${html.slice(from, match.index)}<style data-href="${href}">${css}</style>${inert}`;
      from = match.index + tag.length;
    });
    return result + html.slice(from);
  }

  #read(href: string): Promise<string | null> {
    return this.#sheets
      .get(href, () => (href.startsWith('/assets/') ? this.#readShellFile(href) : this.#fetch(href)))
      .catch(() => null);
  }

  #readShellFile(path: string): Promise<string> {
    if (path.includes('..')) return Promise.reject(new Error(`Not a stylesheet path: ${path}`));
    return readFile(join(this.shellDistDir, path), 'utf8');
  }

  async #fetch(url: string): Promise<string> {
    const response = await fetch(url, { signal: AbortSignal.timeout(this.fetchTimeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }
}

/** CSS that means the same inside the page: no closing tag, and no URL relative to its own file. */
function inlinable(css: string): boolean {
  if (css.includes('</style')) return false;
  return [...css.matchAll(/url\(\s*['"]?([^'")\s]+)/g)].every(([, target]) => /^(data:|https?:|#)/.test(target!));
}
