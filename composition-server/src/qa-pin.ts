import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { isSectionName, SECTION_NAMES, type RuntimeConfig, type SectionName } from '@shared/platform/core';

/**
 * QA pins (ADR 023): a QA engineer pins one section to one build, in their own browser only. The
 * pin is a signed cookie that `GET /__qa/pin` sets for whoever knows the admin token; the
 * composition server resolves it on every request, as it resolves a canary, so the page, its
 * forms and `/__builds` all use the pinned build. A pinned page is never stored in or served from
 * the shared page cache, and shows a small marker that clears the pin in one click.
 */
export const PIN_COOKIE = 'qa_pin';
export const PIN_PATH = '/__qa/pin';
export const UNPIN_PATH = '/__qa/unpin';
/** A pin lasts a working day; QA sets it again the next. */
const MAX_AGE_S = 8 * 60 * 60;

const PinSchema = z.object({
  section: z.enum(SECTION_NAMES as unknown as [SectionName, ...SectionName[]]),
  remote: z.string(),
  build: z.string(),
});
export type Pin = z.infer<typeof PinSchema>;

export interface QaPinOptions {
  /** ADMIN_TOKEN: who may set a pin; the cookies' signing key is derived from it. */
  adminToken: string | undefined;
  /**
   * QA_BUILD_HOSTS: the host names a pin may point at. Besides these, the hosts the deployed
   * config's remotes are on (the deployment's own build host) are always allowed.
   */
  buildHosts: readonly string[];
}

/** Why a pin was not set: the status to answer and the words to say. */
export class PinRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 422,
  ) {
    super(message);
  }
}

export class QaPins {
  readonly #key: Buffer | undefined;
  readonly #token: Buffer | undefined;
  readonly #hosts: readonly string[];

  constructor({ adminToken, buildHosts }: QaPinOptions) {
    const token = adminToken?.trim();
    this.#token = token ? Buffer.from(token) : undefined;
    // Derived, not the token itself: a cookie never carries anything that would reveal it.
    this.#key = token ? createHmac('sha256', token).update('qa-pin').digest() : undefined;
    this.#hosts = buildHosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
  }

  get enabled(): boolean {
    return this.#key !== undefined;
  }

  /**
   * Checks a request to pin `section` to the build at `remote` against `config` (the deployed
   * one); throws a PinRefusal that says what is wrong. Answers the pin's parts but its build.
   */
  check(token: string | undefined, section: string | undefined, remote: string | undefined, config: RuntimeConfig) {
    if (!this.#key || !this.#token) {
      throw new PinRefusal('QA pins are off on this server: it has no ADMIN_TOKEN.', 404);
    }
    const given = Buffer.from(token ?? '');
    if (given.length !== this.#token.length || !timingSafeEqual(given, this.#token)) {
      throw new PinRefusal('A pin needs the admin token (token=…): it was missing or wrong.', 403);
    }
    if (!isSectionName(section)) {
      throw new PinRefusal(`Unknown section "${section ?? ''}": one of ${SECTION_NAMES.join(', ')}.`, 400);
    }
    let url: URL;
    try {
      url = new URL(remote ?? '');
    } catch {
      throw new PinRefusal(`"${remote ?? ''}" is not the http(s) URL of a build's mf-manifest.json.`, 400);
    }
    if (!/^https?:$/.test(url.protocol)) {
      throw new PinRefusal(`"${remote}" is not the http(s) URL of a build's mf-manifest.json.`, 400);
    }
    const allowed = this.allowedHosts(config);
    if (!allowed.includes(url.hostname.toLowerCase())) {
      throw new PinRefusal(
        `${url.hostname} is not an allowed build host (allowed: ${allowed.join(', ')}; QA_BUILD_HOSTS adds more).`,
        400,
      );
    }
    return { section: section as SectionName, remote: url.href };
  }

  /** The deployed config's build hosts and QA_BUILD_HOSTS. */
  allowedHosts(config: RuntimeConfig): string[] {
    const deployed = Object.values(config.remotes).flatMap((remote) => {
      try {
        return [new URL(remote!).hostname.toLowerCase()];
      } catch {
        return [];
      }
    });
    return [...new Set([...deployed, ...this.#hosts])];
  }

  /** The `Set-Cookie` value that pins `pin` in this browser. */
  setCookie(pin: Pin, secure: boolean): string {
    const payload = Buffer.from(JSON.stringify(pin)).toString('base64url');
    return `${PIN_COOKIE}=${payload}.${this.#sign(payload)}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  }

  /** The `Set-Cookie` value that clears the pin. */
  static clearCookie(secure: boolean): string {
    return `${PIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  }

  /** The pin this request carries, when its signature is this server's; anything else is ignored. */
  read(cookieHeader: string): Pin | undefined {
    if (!this.#key) return undefined;
    for (const part of cookieHeader.split(';')) {
      const [name, value] = part.trim().split('=');
      if (name !== PIN_COOKIE || !value) continue;
      const [payload, signature] = value.split('.');
      if (!payload || !signature) return undefined;
      const expected = Buffer.from(this.#sign(payload));
      const actual = Buffer.from(signature);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
      try {
        const parsed = PinSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    }
    return undefined;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#key!).update(payload).digest('base64url');
  }
}

/** `config` with the pinned section's remote replaced (and any canary of it ended, for this visitor). */
export function pinnedConfig(config: RuntimeConfig, pin: Pin): RuntimeConfig {
  const canaries = { ...config.canaries };
  delete canaries[pin.section];
  return { ...config, remotes: { ...config.remotes, [pin.section]: pin.remote }, canaries };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The marker a pinned page shows: fixed in a corner, above everything, with a link that clears the
 * pin and comes back to the page the visitor is on (the Referer: after client-side navigations
 * that is no longer the page this HTML was rendered for). It is put at the end of `<body>`,
 * outside what React hydrates (React skips unknown elements there), so it works with JavaScript
 * off too.
 */
export function withPinMarker(html: string, pin: Pin): string {
  const marker =
    `<div data-qa-pin role="status" style="position:fixed;left:8px;bottom:8px;z-index:2147483647;` +
    `background:#111827;color:#fff;font:13px/1.4 system-ui,sans-serif;padding:6px 10px;border-radius:6px">` +
    `pinned: ${escapeHtml(pin.section)}@${escapeHtml(pin.build)} ` +
    `<a href="${UNPIN_PATH}" style="color:#fde68a;margin-left:6px">Clear the pin</a></div>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${marker}` : `${html.slice(0, end)}${marker}${html.slice(end)}`;
}

/**
 * Where to go after pinning or unpinning: `to`, else the page the link was on (`referer`, when it
 * is this site's), else the home page; always a path of this site, never another origin.
 */
export function safeReturnPath(to: string | undefined, referer?: string, origin?: string): string {
  if (to) return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
  try {
    const from = new URL(referer ?? '');
    if (from.origin === origin && !from.pathname.startsWith('/__qa/')) return `${from.pathname}${from.search}`;
  } catch {
    // No Referer, or not a URL.
  }
  return '/';
}
