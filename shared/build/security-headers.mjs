// The security headers of the site's pages, with a Content-Security-Policy built from the
// deployment's config.json: scripts only from the site itself, the sections' origins, the api
// (whose test-mode checkout script stands in for Razorpay's) and Razorpay; no inline script but
// the page's bootstrap, allowed by its hash (the page's data is a JSON block, which is not run).
// docs/deploy.md describes the same headers.
// Plain JavaScript, so the section hosts' Node scripts and the composition server share it.

const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * @param {{ remotes: Record<string, string | undefined>, endpoints: Record<string, string>, site: { mapEmbedUrl: string } }} config
 * @param {{ inlineScriptHashes?: string[] }} [options] `'sha256-…'` sources of the inline scripts the
 *   page may run (the composition server's bootstrap); every other inline script is blocked.
 * @returns {string}
 */
export function contentSecurityPolicy(config, { inlineScriptHashes = [] } = {}) {
  const unique = (/** @type {string[]} */ list) => [...new Set(list)].join(' ');
  const sections = Object.values(config.remotes)
    .filter((url) => typeof url === 'string')
    .map(originOf);
  const endpoints = Object.values(config.endpoints).map(originOf);
  const map = config.site.mapEmbedUrl ? [originOf(config.site.mapEmbedUrl)] : [];
  return [
    `default-src 'self'`,
    `script-src ${unique(["'self'", ...inlineScriptHashes, ...sections, originOf(config.endpoints.api), ...RAZORPAY.script])}`,
    // React writes a few style attributes (a counter's colour, a stagger delay); no inline script.
    `style-src ${unique(["'self'", "'unsafe-inline'", ...sections])}`,
    `img-src ${unique(["'self'", 'data:', ...sections])}`,
    `font-src 'self'`,
    `connect-src ${unique(["'self'", ...sections, ...endpoints, ...RAZORPAY.connect])}`,
    `frame-src ${unique([...RAZORPAY.frame, ...map])}`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
  ].join('; ');
}

/** Headers every page of the site carries, beside its Content-Security-Policy. */
export const PAGE_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com")',
};
