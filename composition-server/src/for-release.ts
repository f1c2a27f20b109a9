/**
 * What the release tools (the `release-tools` package) take from the composition server: the
 * renderer and what feeds it, for the preflight that renders a candidate build's pages as the
 * server would; where the release state is kept; and the small helpers both sides share (a fetch
 * failure's text, a client's address behind trusted proxies). The composition server never
 * imports the release tools; this file is the whole of what they may import from it
 * (`composition-server/for-release`, with `composition-server/section-hooks`, ADR 037).
 */
export { fetchFailure } from './fetch-failure';
export { formPostIntents } from './form-posts/register';
export { StyleInliner } from './inline-styles';
export { planPage } from './page-plan';
export { snapshotSectionLoader } from './page-snapshot';
export { ensureReleaseState, HISTORY_FILE, releaseStateDir } from './release-state';
export { renderSectionPage } from './render-page';
export { NO_VISITOR, serverHalfOf } from './route-servers';
export { SectionEntries } from './section-entries';
export { readShellAssets, type ShellAssets } from './shell-files';
export { clientAddress } from './trusted-proxy';
