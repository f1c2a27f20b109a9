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
const boundary = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths:
          self === 'api'
            ? ['shared/core', 'shared/standalone', 'react', 'react-dom'].map((name) => ({
                name,
                message: 'The api imports only shared/contracts and shared/pricing, which have no React.',
              }))
            : ROUTER_FACADE,
        patterns: [
          ...[...REMOTES, 'shell']
            .filter((pkg) => pkg !== self)
            .map((pkg) => ({
              group: [pkg, `${pkg}/*`, `**/${pkg}/**`],
              message: `${self} must not import ${pkg}: sections meet only through federation and the contracts in shared.`,
            })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.tmp.*',
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
    files: ['api/src/admin/ui/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...['shell', ...REMOTES, 'api'].map(boundary),
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_FACADE,
          patterns: [
            {
              group: ['shell', 'shell/*', 'mfe-*', '**/shell/**', '**/mfe-*/**', 'api', '**/api/**'],
              message: 'shared holds contracts and building blocks only: it imports from no app.',
            },
          ],
        },
      ],
    },
  },
);
