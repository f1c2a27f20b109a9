import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SECTIONS } from './shared/apps.mjs';

const REMOTES = SECTIONS.map((section) => section.dir);

/** The router is one federation singleton, reached only through its facade. */
const ROUTER_FACADE = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import the router from shared/router: it is the one router every section shares at runtime.',
}));

/** Import boundaries between packages; each message says which rule of the architecture it protects. */
const packagePatterns = (self) =>
  [...REMOTES, 'shell']
    .filter((pkg) => pkg !== self)
    .map((pkg) => ({
      group: [pkg, `${pkg}/*`, `**/${pkg}/**`],
      message: `${self} must not import ${pkg}: sections meet only through federation and the contracts in shared.`,
    }));

/**
 * Features talk through public faces: `src/features/<feature>/index.ts` is all that other features,
 * pages and the app may import. Imports are matched as written, so two patterns cover it: a path
 * that goes through a `features/<name>/` folder and on past it, and, inside a feature, a path that
 * climbs to the features folder and goes into a sibling past its index.
 */
const FEATURE_FACE_MESSAGE =
  "Import another feature only through its index.ts (e.g. '../features/grammar'): what it does not export there is private to it and may change without notice.";
const throughFeatureFolder = { regex: '(^|/)features/[^/]+/.', message: FEATURE_FACE_MESSAGE };
/** For a file `depth` folders below its feature's root (`features/x/a.ts` is 0, `features/x/components/a.tsx` is 1). */
const intoSiblingFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/.`,
  message: FEATURE_FACE_MESSAGE,
});
const FEATURE_DEPTHS = [0, 1, 2, 3];

const restrictImports = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

/** The rules for one app or the api: its package boundaries, and for apps the features' public faces. */
const boundary = (self) => {
  if (self === 'api') {
    const paths = ['shared/core', 'shared/standalone', 'react', 'react-dom'].map((name) => ({
      name,
      message: 'The api imports only shared/contracts and shared/pricing, which have no React.',
    }));
    return [{ files: ['api/**/*.{ts,tsx}'], rules: restrictImports(paths, packagePatterns(self)) }];
  }
  const base = [...packagePatterns(self), throughFeatureFolder];
  return [
    { files: [`${self}/**/*.{ts,tsx}`], rules: restrictImports(ROUTER_FACADE, base) },
    ...FEATURE_DEPTHS.map((depth) => ({
      files: [`${self}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: restrictImports(ROUTER_FACADE, [...base, intoSiblingFeature(depth)]),
    })),
    {
      // The federation entry still names single modules as its lazy chunks (the outbox key, the
      // quote widget); it moves to the features' index files with the routing rewrite under way.
      files: [`${self}/src/app/remote-entry.ts`],
      rules: restrictImports(ROUTER_FACADE, packagePatterns(self)),
    },
  ];
};

const SHARED_IMPORTS_NO_APP = {
  group: ['shell', 'shell/*', 'mfe-*', '**/shell/**', '**/mfe-*/**', 'api', '**/api/**'],
  message: 'shared holds contracts and building blocks only: it imports from no app.',
};
/** shared/ui and shared/forms are bundled into each section; only shared/core is one instance at runtime. */
const BUNDLED_NOT_SINGLETON = {
  regex: '^\\.\\.(/\\.\\.)*(/(index|config|remote|site|standalone|router)(/.*)?)?/?$',
  message:
    'shared/ui and shared/forms are bundled into every section: import the runtime config from shared/core by name, or a section gets a second copy of that state.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.turbo/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.tmp.*',
      '.release-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      'react/no-danger': 'off',
    },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The api's admin page script runs in the browser.
    files: ['api/src/admin/ui/**/*.js', 'shell/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...['shell', ...REMOTES, 'api'].flatMap(boundary),
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: restrictImports(ROUTER_FACADE, [SHARED_IMPORTS_NO_APP]),
  },
  {
    files: ['shared/src/ui/**/*.{ts,tsx}', 'shared/src/forms/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictImports(ROUTER_FACADE, [SHARED_IMPORTS_NO_APP, BUNDLED_NOT_SINGLETON]),
  },
);
