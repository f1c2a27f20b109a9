import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { asset } from './admin-routes';

/** The Release health page's own files, beside the admin page's (in `dist/ui` in the build). */
const UI = (name: string) => readFileSync(new URL(`./ui/${name}`, import.meta.url), 'utf8');
const require = createRequire(import.meta.url);
/** uPlot, the page's charting library, served from this origin (the page's policy allows no other). */
const UPLOT = (file: string) => readFileSync(require.resolve(`uplot/dist/${file}`), 'utf8');

/** `/admin/health`: the page only; its data comes from `/admin/vitals`, behind the admin token. */
export function healthPageRoutes() {
  const page = {
    html: UI('health.html'),
    css: UI('health.css'),
    js: UI('health.js'),
    uplotJs: UPLOT('uPlot.iife.min.js'),
    uplotCss: UPLOT('uPlot.min.css'),
  };
  const app = new Hono();
  app.get('/health', (c) => asset(c, page.html, 'text/html; charset=utf-8'));
  app.get('/health.css', (c) => asset(c, page.css, 'text/css; charset=utf-8'));
  app.get('/health.js', (c) => asset(c, page.js, 'text/javascript; charset=utf-8'));
  app.get('/uplot.js', (c) => asset(c, page.uplotJs, 'text/javascript; charset=utf-8'));
  app.get('/uplot.css', (c) => asset(c, page.uplotCss, 'text/css; charset=utf-8'));
  return app;
}
