// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StyleInliner } from './inline-styles';

const SECTION_CSS: Record<string, string> = {
  '/assets/page.css': '.page{color:red}',
  '/assets/relative.css': '.hero{background:url(./hero.png)}',
  '/assets/breaks-out.css': '.x{content:"</style><script>"}',
};

let server: Server;
let origin: string;
let requests: string[];
let shellDir: string;

beforeAll(async () => {
  shellDir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  mkdirSync(join(shellDir, 'assets'));
  writeFileSync(join(shellDir, 'assets', 'index.css'), ':root{--a:1}');
  requests = [];
  server = createServer((request, response) => {
    requests.push(request.url!);
    const css = SECTION_CSS[request.url!];
    response.writeHead(css ? 200 : 404, { 'Content-Type': 'text/css' }).end(css ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="section" crossorigin=""/>`;

describe('StyleInliner', () => {
  it('puts the shell’s and a section’s stylesheets into the page, each followed by an inert link', async () => {
    const inliner = new StyleInliner(shellDir, 1000);
    const html = `<head>${link('/assets/index.css')}${link(`${origin}/assets/page.css`)}</head>`;
    const result = await inliner.inline(html);
    expect(result).toBe(
      '<head>' +
        '<style data-href="/assets/index.css">:root{--a:1}</style>' +
        '<link rel="stylesheet" href="/assets/index.css" data-precedence="section" crossorigin="" type="text/x-inlined"/>' +
        `<style data-href="${origin}/assets/page.css">.page{color:red}</style>` +
        `<link rel="stylesheet" href="${origin}/assets/page.css" data-precedence="section" crossorigin="" type="text/x-inlined"/>` +
        '</head>',
    );
  });

  it('reads a stylesheet once: its URL is content-hashed', async () => {
    const inliner = new StyleInliner(shellDir, 1000);
    requests.length = 0;
    await inliner.inline(link(`${origin}/assets/page.css`));
    await inliner.inline(link(`${origin}/assets/page.css`));
    expect(requests).toEqual(['/assets/page.css']);
  });

  it('leaves a link as it was when its stylesheet cannot be read, or would mean something else inline', async () => {
    const inliner = new StyleInliner(shellDir, 1000);
    const html = [
      link(`${origin}/assets/missing.css`),
      link(`${origin}/assets/relative.css`),
      link(`${origin}/assets/breaks-out.css`),
      link('/assets/../../etc/passwd.css'),
    ].join('');
    expect(await inliner.inline(html)).toBe(html);
  });
});
