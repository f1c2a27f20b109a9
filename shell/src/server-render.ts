/**
 * What the composition server (the `composition-server` package) takes from the frame to render
 * pages on the server: the one React tree the browser hydrates (document, app, routes), the data it
 * carries, and the frame's rules the server applies before rendering (redirects, section
 * ownership, the consent cookie, the builds route). The frame never imports the server; this file
 * is the whole of what the server may import from it (`shell/server-render`, ADR 037).
 */
export { BUILDS_PATH } from './app/build-freshness';
export { Document } from './app/document';
export type { ServerAssets } from './app/initial-render';
export { prefixOwner } from './app/ownership';
export { redirectTarget } from './app/redirects';
export { SiteRoutes } from './app/router';
export { SiteApp } from './app/site-app';
export { serializeSiteData, type SiteData } from './app/site-data';
export { CONSENT_COOKIE, consentCookie, readConsent } from './features/consent';
export { ConfigErrorPage } from './pages/config-error-page';
export { FORM_NOT_SENT_TITLE, FORM_SECTION_DOWN_TEXT, FormNotSentPage } from './pages/form-not-sent-page';
