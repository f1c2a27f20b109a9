// The import boundaries in eslint.config.js, checked on probe files: each rule must fail where it
// should and stay quiet where it should. Run by `pnpm lint` (node's test runner).
import assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: dirname(fileURLToPath(import.meta.url)) });

/** The no-restricted-imports messages for one import, as if written in a file at `filePath`. */
async function restrictions(filePath, specifier) {
  const code = `import { probe } from '${specifier}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const FEATURE_FACE = /Import another feature only through its index\.ts/;

test('a feature may not reach into another feature past its index', async () => {
  const essayChecker = 'mfe-tools/src/features/essay-checker/components/probe.tsx';
  const [message] = await restrictions(essayChecker, '../../grammar/hooks/use-grammar-request');
  assert.match(message ?? '', FEATURE_FACE);
  assert.match(message ?? '', /private to it/);
  assert.equal((await restrictions('mfe-tools/src/features/essay-checker/probe.ts', '../grammar/model')).length, 1);
  assert.equal(
    (await restrictions('mfe-checkout/src/features/payment/hooks/probe.ts', '../../order-wizard/store')).length,
    1,
  );
});

test("another feature's index, and a feature's own files, are fine", async () => {
  assert.deepEqual(
    await restrictions('mfe-tools/src/features/essay-checker/components/probe.tsx', '../../grammar'),
    [],
  );
  assert.deepEqual(await restrictions('mfe-tools/src/features/essay-checker/components/probe.tsx', '../model'), []);
  assert.deepEqual(
    await restrictions('mfe-tools/src/features/essay-checker/components/probe.tsx', '../../../lib/words'),
    [],
  );
  assert.deepEqual(await restrictions('mfe-checkout/src/features/payment/hooks/probe.ts', '../api'), []);
});

test('pages, content and the app go through the index too', async () => {
  const [fromPage] = await restrictions('mfe-checkout/src/pages/probe.tsx', '../features/order-wizard/model');
  assert.match(fromPage ?? '', FEATURE_FACE);
  assert.equal(
    (await restrictions('mfe-blog/src/content/articles/probe.ts', '../../features/articles/model')).length,
    1,
  );
  assert.equal((await restrictions('shell/src/layout/probe.tsx', '../features/consent/consent-store')).length, 1);
  assert.deepEqual(await restrictions('mfe-checkout/src/pages/probe.tsx', '../features/order-wizard'), []);
});

test('the package boundaries still hold beside the feature rule', async () => {
  const [message] = await restrictions('mfe-tools/src/features/grammar/probe.ts', 'mfe-blog/src/features/articles');
  assert.match(message ?? '', /sections meet only through federation/);
});

test('a shared package reaches another only by its name, never by a path into its files', async () => {
  const [message] = await restrictions(
    'shared/ui/src/forms/probe.ts',
    '../../../platform/src/config/runtime-config-store',
  );
  assert.match(message ?? '', /by its name/);
  assert.equal(
    (await restrictions('shared/ui/src/components/phone-field/probe.tsx', '../../../../platform/src')).length,
    1,
  );
  assert.deepEqual(await restrictions('shared/ui/src/forms/probe.ts', '@shared/platform/core'), []);
  assert.deepEqual(await restrictions('shared/ui/src/forms/probe.ts', '../components/visually-hidden'), []);
});

test('each shared package imports only the packages below it', async () => {
  assert.match(
    (await restrictions('shared/contracts/src/probe.ts', '@shared/domain'))[0] ?? '',
    /no other shared package/,
  );
  assert.match((await restrictions('shared/contracts/src/probe.ts', 'react'))[0] ?? '', /without React/);
  assert.deepEqual(await restrictions('shared/domain/src/probe.ts', '@shared/contracts'), []);
  assert.equal((await restrictions('shared/domain/src/probe.ts', '@shared/ui')).length, 1);
  assert.equal((await restrictions('shared/platform/src/probe.ts', '@shared/ui/forms')).length, 1);
  assert.deepEqual(await restrictions('shared/build/vite/probe.ts', '@shared/platform/version'), []);
  assert.equal((await restrictions('shared/build/vite/probe.ts', '@shared/platform/core')).length, 1);
});

test('the api imports only the contracts and the domain', async () => {
  assert.deepEqual(await restrictions('api/src/probe.ts', '@shared/contracts'), []);
  assert.deepEqual(await restrictions('api/src/probe.ts', '@shared/domain/pricing'), []);
  assert.match(
    (await restrictions('api/src/probe.ts', '@shared/platform'))[0] ?? '',
    /only @shared\/contracts and @shared\/domain/,
  );
  assert.equal((await restrictions('api/src/probe.ts', '@shared/ui/forms')).length, 1);
});

test("a page's server half and the Node-only form helpers stay out of browser code", async () => {
  const [fromPage] = await restrictions('mfe-marketing/src/pages/contact-page.tsx', './contact-page.server');
  assert.match(fromPage ?? '', /runs only on the composition server/);
  const [fromFeature] = await restrictions(
    'mfe-marketing/src/features/contact/components/probe.tsx',
    '@shared/ui/forms/server',
  );
  assert.match(fromFeature ?? '', /Node-only/);
  assert.equal((await restrictions('mfe-marketing/src/app/remote-entry.ts', '../pages/home-page.server')).length, 1);
  // A server half, and a test, may.
  assert.deepEqual(await restrictions('mfe-marketing/src/pages/home-page.server.ts', '@shared/ui/forms/server'), []);
  assert.deepEqual(await restrictions('mfe-marketing/src/pages/home-page.server.test.ts', './home-page.server'), []);
  // ...and keep the other rules.
  const [intoFeature] = await restrictions('mfe-marketing/src/pages/home-page.server.ts', '../features/contact/model');
  assert.match(intoFeature ?? '', FEATURE_FACE);
});

test('imports run one way: release-tools → composition-server → shell, each through its exports', async () => {
  const ONE_WAY = /imports run one way, release-tools → composition-server → shell/;
  // The frame imports neither the server nor the release tools, by name or by path.
  assert.match((await restrictions('shell/src/app/probe.ts', 'composition-server/for-release'))[0] ?? '', ONE_WAY);
  assert.match(
    (await restrictions('shell/src/app/probe.ts', '../../../composition-server/src/main'))[0] ?? '',
    ONE_WAY,
  );
  assert.match((await restrictions('shell/src/app/probe.ts', 'release-tools'))[0] ?? '', ONE_WAY);
  // The server imports the frame through shell/server-render only, and never the release tools.
  assert.deepEqual(await restrictions('composition-server/src/probe.ts', 'shell/server-render'), []);
  assert.match((await restrictions('composition-server/src/probe.ts', 'shell/src/app/site-app'))[0] ?? '', ONE_WAY);
  assert.match((await restrictions('composition-server/src/probe.ts', '../../shell/src/app/router'))[0] ?? '', ONE_WAY);
  assert.match((await restrictions('composition-server/src/probe.ts', 'release-tools/src/cli'))[0] ?? '', ONE_WAY);
  assert.match(
    (await restrictions('composition-server/src/test/probe.ts', '../../../release-tools/src/preflight'))[0] ?? '',
    ONE_WAY,
  );
  // The release tools import the server's two surfaces only, and the frame not at all.
  assert.deepEqual(await restrictions('release-tools/src/probe.ts', 'composition-server/for-release'), []);
  assert.deepEqual(await restrictions('release-tools/src/probe.ts', 'composition-server/section-hooks'), []);
  assert.match(
    (await restrictions('release-tools/src/probe.ts', 'composition-server/src/render-page'))[0] ?? '',
    ONE_WAY,
  );
  assert.match(
    (await restrictions('release-tools/src/probe.ts', '../../composition-server/src/page-plan'))[0] ?? '',
    ONE_WAY,
  );
  assert.match((await restrictions('release-tools/src/probe.ts', 'shell/server-render'))[0] ?? '', ONE_WAY);
  // Sections and the shared packages import none of the three.
  assert.match(
    (await restrictions('mfe-blog/src/pages/probe.tsx', 'composition-server/for-release'))[0] ?? '',
    /sections meet only through federation/,
  );
  assert.match((await restrictions('shared/ui/src/probe.ts', 'release-tools'))[0] ?? '', /imports from no app/);
});

/** The no-restricted-syntax messages for one `import()`, as if written in a file at `filePath`. */
async function dynamicRestrictions(filePath, specifier) {
  const [result] = await eslint.lintText(`export const load = () => import('${specifier}');\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

test('the one-way rule holds for import() too', async () => {
  const ONE_WAY = /may not import\(\) across the one-way rule/;
  assert.match(
    (await dynamicRestrictions('shell/src/app/probe.ts', 'composition-server/for-release'))[0] ?? '',
    ONE_WAY,
  );
  assert.match(
    (await dynamicRestrictions('composition-server/src/probe.ts', '../../shell/src/app/router'))[0] ?? '',
    ONE_WAY,
  );
  assert.match((await dynamicRestrictions('composition-server/src/probe.ts', 'release-tools'))[0] ?? '', ONE_WAY);
  assert.match(
    (await dynamicRestrictions('release-tools/src/probe.ts', '../../composition-server/src/page-plan'))[0] ?? '',
    ONE_WAY,
  );
  assert.match((await dynamicRestrictions('release-tools/src/probe.mjs', 'shell/server-render'))[0] ?? '', ONE_WAY);
  assert.deepEqual(await dynamicRestrictions('composition-server/src/probe.ts', 'shell/server-render'), []);
  assert.deepEqual(await dynamicRestrictions('composition-server/src/probe.ts', './shell-files'), []);
  assert.deepEqual(await dynamicRestrictions('release-tools/src/probe.ts', 'composition-server/for-release'), []);
  assert.deepEqual(await dynamicRestrictions('release-tools/src/probe.ts', 'composition-server/section-hooks'), []);
});
