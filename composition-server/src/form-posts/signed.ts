import { hkdfSync, randomBytes } from 'node:crypto';

/**
 * The composition server's secret, and each section's key derived from it. The sealers (sign,
 * seal, sealPrivate and their openers) are `@shared/ui/forms/server`'s, which sections use in
 * their pages' server halves with their `sectionKey`.
 *
 * The secret is `FORM_SIGNING_SECRET` (at least 32 characters). When it is unset each process
 * makes its own at start: fine for one server, but then a restart drops everything sections sealed,
 * and several servers behind one address must share one set secret.
 */
export function formSigningSecret(env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.FORM_SIGNING_SECRET?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('FORM_SIGNING_SECRET must be at least 32 characters long');
    return Buffer.from(configured, 'utf8');
  }
  return randomBytes(32);
}

/**
 * A section's own key (`sectionKey` in every request its runtime gets), base64url: HKDF-SHA256 of
 * the server's secret with `section:<name>` as its info. A section seals its cookies and tokens
 * with it; no other section can read or forge them, and the secret itself never leaves the main
 * thread.
 */
export function sectionKey(secret: Buffer, section: string): string {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `section:${section}`, 32)).toString('base64url');
}
