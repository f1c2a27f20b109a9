/**
 * The router for server rendering: the composition server renders a request's URL with it. Kept
 * apart from `@shared/platform/router` so that the browser's router bundle does not carry it; the server
 * build bundles both from the same react-router, so they share one router context.
 */
export { StaticRouter } from 'react-router';
