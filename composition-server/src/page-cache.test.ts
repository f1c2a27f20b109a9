// @vitest-environment node
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';
import type { SectionEntries } from './section-entries';

const builds: Record<string, string> = { marketing: 'm-1', blog: 'b-1', tools: 't-1', checkout: 'c-1' };
const sections = {
  manifest: (section: string) => Promise.resolve({ buildId: builds[section]! }),
} as unknown as SectionEntries;
const config = defaultRuntimeConfig('localhost');
const keyOf = (path: string, cookie = '', canary = '', country?: string, timeZone?: string) =>
  new PageCache(sections).keyFor(new URL(path, 'http://localhost'), cookie, config, config, canary, country, timeZone);

describe('PageCache keys', () => {
  it('are not made for a query string or a cookie the HTML may depend on that the cache does not know', async () => {
    expect(await keyOf('/tools/equation-solver?equation=x%2B1%3D2')).toBeNull();
    expect(await keyOf('/', 'CookieConsent=true; csrf=abc')).toBeNull();
  });

  it("differ by path, consent, canary assignment, the visitor's country and build", async () => {
    const base = (await keyOf('/', 'CookieConsent=true'))!.key;
    expect((await keyOf('/', 'CookieConsent=true', '', 'GB'))!.key).not.toBe(base);
    expect((await keyOf('/', 'CookieConsent=true', '', 'GB'))!.key).toBe(
      (await keyOf('/', 'CookieConsent=true', '', 'GB'))!.key,
    );
    expect((await keyOf('/', 'CookieConsent=true', '', undefined, 'Europe/London'))!.key).not.toBe(base);
    expect(
      await keyOf('/', 'CookieConsent=true; TimeZone=Europe%2FLondon', '', undefined, 'Europe/London'),
    ).not.toBeNull();
    expect((await keyOf('/blog', 'CookieConsent=true'))!.key).not.toBe(base);
    expect((await keyOf('/', 'CookieConsent=false'))!.key).not.toBe(base);
    expect((await keyOf('/', 'CookieConsent=true', 'blog'))!.key).not.toBe(base);
    builds.blog = 'b-2';
    expect((await keyOf('/', 'CookieConsent=true'))!.key).not.toBe(base);
  });

  it('keeps a stored page and compresses it as the browser accepts', () => {
    const cache = new PageCache(sections);
    cache.set('k', '<html></html>', 'W/"x"');
    expect(cache.get('k')?.html).toBe('<html></html>');
    expect(cache.encoded(cache.get('k')!, 'gzip, deflate, br').encoding).toBe('br');
  });

  it('counts every copy it holds against its cap, compressed ones too, and drops the least recent first', () => {
    // Text that compresses poorly, so the compressed copies weigh about as much as the HTML.
    const page = (seed: number) =>
      Array.from({ length: 4000 }, (_, i) => ((i * 7919 + seed * 104729) % 65521).toString(36)).join(' ');
    const first = page(1);
    const size = Buffer.byteLength(first);
    const cache = new PageCache(sections, size * 4);
    cache.set('a', first, 'W/"a"');
    expect(cache.bytes).toBe(size);
    const br = cache.encoded(cache.get('a')!, 'br').body as Buffer;
    const gzip = cache.encoded(cache.get('a')!, 'gzip').body as Buffer;
    expect(cache.bytes).toBe(size + br.byteLength + gzip.byteLength);
    // Asking again reuses the copy: nothing more is held.
    cache.encoded(cache.get('a')!, 'br');
    expect(cache.bytes).toBe(size + br.byteLength + gzip.byteLength);

    cache.set('b', page(2), 'W/"b"');
    cache.encoded(cache.get('b')!, 'br');
    cache.encoded(cache.get('b')!, 'gzip');
    // Two pages with both copies are over four pages' worth: 'a', the least recent, went.
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.html).toBe(page(2));
    expect(cache.bytes).toBeLessThanOrEqual(size * 4);
  });
});
