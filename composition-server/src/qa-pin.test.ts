// @vitest-environment node
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { describe, expect, it } from 'vitest';
import { PIN_COOKIE, PinRefusal, pinnedConfig, QaPins, safeReturnPath, withPinMarker } from './qa-pin';

const config = defaultRuntimeConfig('localhost');
const pins = new QaPins({ adminToken: 'admin-token-0123456789', buildHosts: ['builds.example.com'] });
const BUILD = 'http://localhost:4180/blog/blog-1234/mf-manifest.json';

/** The cookie a browser sends back for a `Set-Cookie` value. */
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

function refusal(run: () => unknown): PinRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof PinRefusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('QA pins', () => {
  it('pins with the admin token, to a build on an allowed host, and reads the pin back', () => {
    const wanted = pins.check('admin-token-0123456789', 'blog', BUILD, config);
    const setCookie = pins.setCookie({ ...wanted, build: 'blog-1234' }, false);
    expect(setCookie).toMatch(
      new RegExp(`^${PIN_COOKIE}=[\\w-]+\\.[\\w-]+; Path=/; Max-Age=28800; SameSite=Lax; HttpOnly$`),
    );
    expect(pins.read(`CookieConsent=false; ${cookieOf(setCookie)}`)).toEqual({
      section: 'blog',
      remote: BUILD,
      build: 'blog-1234',
    });
    expect(
      pins.check('admin-token-0123456789', 'tools', 'https://builds.example.com/t/mf-manifest.json', config),
    ).toMatchObject({ section: 'tools' });
  });

  it('refuses without the token, for an unknown section, or a host not allowed, saying which', () => {
    expect(refusal(() => pins.check('wrong', 'blog', BUILD, config))).toMatchObject({ status: 403 });
    expect(refusal(() => pins.check(undefined, 'blog', BUILD, config)).message).toContain('admin token');
    expect(refusal(() => pins.check('admin-token-0123456789', 'blgo', BUILD, config)).message).toContain(
      'Unknown section "blgo"',
    );
    const elsewhere = refusal(() =>
      pins.check('admin-token-0123456789', 'blog', 'https://evil.example.net/mf-manifest.json', config),
    );
    expect(elsewhere.message).toBe(
      'evil.example.net is not an allowed build host (allowed: localhost, builds.example.com; QA_BUILD_HOSTS adds more).',
    );
    expect(refusal(() => pins.check('admin-token-0123456789', 'blog', 'file:///etc/passwd', config)).status).toBe(400);
    const off = new QaPins({ adminToken: undefined, buildHosts: [] });
    expect(refusal(() => off.check('x', 'blog', BUILD, config))).toMatchObject({ status: 404 });
  });

  it('ignores a pin another server signed, or one edited in the browser', () => {
    const setCookie = pins.setCookie({ section: 'blog', remote: BUILD, build: 'blog-1234' }, true);
    expect(setCookie).toContain('; Secure');
    const other = new QaPins({ adminToken: 'another-admin-token', buildHosts: [] });
    expect(other.read(cookieOf(setCookie))).toBeUndefined();
    const [payload, signature] = cookieOf(setCookie)
      .slice(PIN_COOKIE.length + 1)
      .split('.');
    const edited = Buffer.from(
      JSON.stringify({ section: 'blog', remote: 'http://evil.example.net/mf-manifest.json', build: 'x' }),
    ).toString('base64url');
    expect(pins.read(`${PIN_COOKIE}=${edited}.${signature}`)).toBeUndefined();
    expect(pins.read(`${PIN_COOKIE}=${payload}`)).toBeUndefined();
    expect(QaPins.clearCookie(false)).toBe(`${PIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`);
  });

  it('resolves the pinned section’s remote, ends its canary for this visitor, and marks the page', () => {
    const pin = { section: 'blog' as const, remote: BUILD, build: 'blog-1234' };
    const withCanary = {
      ...config,
      canaries: { blog: { remote: 'http://localhost:4999/mf-manifest.json', percent: 50 } },
    };
    const resolved = pinnedConfig(withCanary, pin);
    expect(resolved.remotes.blog).toBe(BUILD);
    expect(resolved.canaries?.blog).toBeUndefined();
    const html = withPinMarker('<html><body><main>x</main></body></html>', pin);
    expect(html).toContain('pinned: blog@blog-1234');
    expect(html).toContain('href="/__qa/unpin"');
    expect(html.endsWith('</div></body></html>')).toBe(true);
  });

  it('returns only to a path of this site', () => {
    expect(safeReturnPath('/blog')).toBe('/blog');
    expect(safeReturnPath('//evil.example.net')).toBe('/');
    expect(safeReturnPath('https://evil.example.net')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    // Without `to`: the page the link was on, if it is this site's.
    expect(safeReturnPath(undefined, 'http://site/blog/a?b=1', 'http://site')).toBe('/blog/a?b=1');
    expect(safeReturnPath(undefined, 'http://evil.example.net/x', 'http://site')).toBe('/');
    expect(safeReturnPath(undefined, 'not a url', 'http://site')).toBe('/');
  });
});
