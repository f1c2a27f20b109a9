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

test('shared/ui and shared/forms read runtime state only through shared/core by name', async () => {
  const [message] = await restrictions('shared/src/forms/probe.ts', '../config/runtime-config-store');
  assert.match(message ?? '', /bundled into every section/);
  assert.equal((await restrictions('shared/src/ui/phone-field/probe.tsx', '../../index')).length, 1);
  assert.equal((await restrictions('shared/src/ui/probe.tsx', '..')).length, 1);
  assert.deepEqual(await restrictions('shared/src/forms/probe.ts', 'shared/core'), []);
  assert.deepEqual(await restrictions('shared/src/forms/probe.ts', '../contracts/forms'), []);
});
