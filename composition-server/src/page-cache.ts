import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SECTION_NAMES, TIME_ZONE_COOKIE, type RuntimeConfig } from '@shared/platform/core';
import { readConsent } from 'shell/server-render';
import { VISITOR_COOKIE } from './canary';
import type { SectionEntries } from './section-entries';

/** Cookies a page's HTML may depend on; a request with any other is rendered, never cached. */
const KNOWN_COOKIES = new Set(['CookieConsent', VISITOR_COOKIE, TIME_ZONE_COOKIE]);
const MAX_BYTES = 32 * 1024 * 1024;
/** A safety net: even an unchanged page is rendered again after this long. */
const MAX_AGE_MS = 60_000;

interface Entry {
  key: string;
  html: string;
  etag: string;
  storedAt: number;
  encoded: Map<'br' | 'gzip', Buffer>;
  /** What the entry holds: its HTML (as UTF-8) and every compressed copy made of it. */
  bytes: number;
}

/** A strong hash of the HTML as a weak ETag (the body is compressed on the way out). */
export function etagOf(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/**
 * Rendered HTML of pages that depend only on their path, the consent cookie, the config (canaries
 * resolved) and the sections' build ids, keyed on all of them, so a release (a new config or a
 * new build at the same URL) is a new key and no entry needs to be removed. A request with a query
 * string or an unknown cookie is not looked up; a page is stored only when the renderer says it
 * can be shared (see `shareable`) and the response sets no cookie. Least recently used entries go
 * first past 32 MB, counting every copy an entry holds: its HTML and its brotli and gzip bodies.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #fingerprints = new WeakMap<RuntimeConfig, string>();
  #bytes = 0;

  constructor(
    private readonly sections: SectionEntries,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** Bytes held, every copy counted. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The key for this request, or null when the page must be rendered for it alone. */
  async keyFor(
    url: URL,
    cookieHeader: string,
    config: RuntimeConfig,
    baseConfig: RuntimeConfig,
    canaryKey: string,
    /** The country the visitor's languages name (visitor-country.ts): a phone field starts there. */
    country = '',
    /** The time zone the page is rendered in (visitor-time-zone.ts). */
    timeZone = '',
  ) {
    if (url.search !== '') return null;
    for (const part of cookieHeader.split(';')) {
      const name = part.split('=')[0]!.trim();
      if (name !== '' && !KNOWN_COOKIES.has(name)) return null;
    }
    const configured = SECTION_NAMES.filter((section) => config.remotes[section]);
    const builds: Record<string, string> = {};
    try {
      await Promise.all(
        configured.map(async (section) => (builds[section] = (await this.sections.manifest(section, config)).buildId)),
      );
    } catch {
      return null;
    }
    const parts = [
      url.pathname,
      String(readConsent(cookieHeader)),
      this.#fingerprint(baseConfig),
      canaryKey,
      country,
      timeZone,
    ];
    return { key: [...parts, ...configured.map((section) => builds[section])].join('\n'), builds };
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, html: string, etag: string): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.bytes;
    }
    const bytes = Buffer.byteLength(html);
    this.#entries.set(key, { key, html, etag, storedAt: Date.now(), encoded: new Map(), bytes });
    this.#bytes += bytes;
    this.#trim();
  }

  /** Drops least recently used entries until what is held fits (the newest entry stays). */
  #trim(): void {
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes || this.#entries.size <= 1) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  /** Forgets every page: a release happened, and pages of superseded builds are not asked for again. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** The entry's HTML compressed as the browser accepts, made once per entry. */
  encoded(entry: Entry, acceptEncoding: string): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
    const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
    if (!encoding) return { body: entry.html };
    let body = entry.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(entry.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(entry.html);
      entry.encoded.set(encoding, body);
      // Held only while the entry is: an entry dropped meanwhile keeps no count.
      if (this.#entries.get(entry.key) === entry) {
        entry.bytes += body.byteLength;
        this.#bytes += body.byteLength;
        this.#trim();
      }
    }
    return { body, encoding };
  }

  #fingerprint(config: RuntimeConfig): string {
    let fingerprint = this.#fingerprints.get(config);
    if (!fingerprint) {
      fingerprint = createHash('sha1').update(JSON.stringify(config)).digest('base64url');
      this.#fingerprints.set(config, fingerprint);
    }
    return fingerprint;
  }
}
