import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SECTIONS } from './shared/build/apps.mjs';

const REMOTES = SECTIONS.map((section) => section.dir);

/** The router is one federation singleton, reached only through its facade. */
const ROUTER_FACADE = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import the router from @shared/platform/router: it is the one router every section shares at runtime.',
}));

/**
 * The shell's three packages (ADR 037): the frame (`shell`), the composition server that renders
 * it, and the release tools that preflight with the server's renderer. Imports run one way,
 * release-tools → composition-server → shell, each only through what the package below exports.
 */
const SHELL_PACKAGES = ['shell', 'composition-server', 'release-tools'];
const ONE_WAY = 'imports run one way, release-tools → composition-server → shell (the frame) (ADR 037)';
/** A package by name, a subpath of it, or a path into its files. */
const anyImportOf = (pkg) => [pkg, `${pkg}/*`, `**/${pkg}/**`];
/**
 * The same as a regex, but for the package's exported subpaths in `surfaces` (a gitignore-style
 * group cannot re-include a path under a package it excludes).
 */
const anyImportBut = (pkg, surfaces) => `^(?!${pkg}/(${surfaces.join('|')})$)(.*/)?${pkg}(/.*)?$`;
const LAYER_PATTERNS = {
  shell: [
    {
      group: [...anyImportOf('composition-server'), ...anyImportOf('release-tools')],
      message: `The frame (shell) must not import the composition server or the release tools: ${ONE_WAY}.`,
    },
  ],
  'composition-server': [
    {
      group: anyImportOf('release-tools'),
      message: `composition-server must not import release-tools: ${ONE_WAY}.`,
    },
    {
      regex: anyImportBut('shell', ['server-render']),
      message: `composition-server imports the frame only through shell/server-render, what the frame exports for rendering on the server: ${ONE_WAY}.`,
    },
  ],
  'release-tools': [
    {
      group: anyImportOf('shell'),
      message: `release-tools reaches the frame only through composition-server (its renderer): ${ONE_WAY}.`,
    },
    {
      regex: anyImportBut('composition-server', ['for-release', 'section-hooks']),
      message: `release-tools imports the composition server only through composition-server/for-release and composition-server/section-hooks: ${ONE_WAY}.`,
    },
  ],
};

/**
 * `no-restricted-imports` sees static imports only. The one-way rule also holds for `import()` (the
 * release preflight loads its modules dynamically): each package's forbidden specifiers as
 * regexes for a selector, in which `\x2F` stands for a slash.
 */
const DYNAMIC_ONE_WAY = {
  shell: ['(^|\\x2F)(composition-server|release-tools)(\\x2F|$)'],
  'composition-server': ['(^|\\x2F)release-tools(\\x2F|$)', '(^|\\x2F)shell(?!\\x2Fserver-render$)(\\x2F|$)'],
  'release-tools': [
    '(^|\\x2F)shell(\\x2F|$)',
    '(^|\\x2F)composition-server(?!\\x2F(for-release|section-hooks)$)(\\x2F|$)',
  ],
};
const dynamicOneWay = Object.entries(DYNAMIC_ONE_WAY).map(([pkg, patterns]) => ({
  files: [`${pkg}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...patterns.map((pattern) => ({
        selector: `ImportExpression[source.value=/${pattern}/]`,
        message: `${pkg} may not import() across the one-way rule: ${ONE_WAY}.`,
      })),
    ],
  },
}));

/** Import boundaries between packages; each message says which rule of the architecture it protects. */
const packagePatterns = (self) => [
  ...[...REMOTES, ...SHELL_PACKAGES]
    // Between the shell's own packages, the one-way rule below says what may be imported.
    .filter((pkg) => pkg !== self && !(SHELL_PACKAGES.includes(self) && SHELL_PACKAGES.includes(pkg)))
    .map((pkg) => ({
      group: anyImportOf(pkg),
      message: `${self} must not import ${pkg}: sections meet only through federation and the contracts in @shared/contracts.`,
    })),
  ...(LAYER_PATTERNS[self] ?? []),
];

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

/**
 * A page's server half (`*.server.ts`: its loader and action) and the helpers it uses
 * (`@shared/ui/forms/server`: api calls, sealing with the section's key) run only in the section's
 * runtime on the composition server: browser code never imports them (ADR 033). Server halves and
 * tests may.
 */
const SERVER_ONLY = [
  {
    regex: '(^|/)[^/]+\\.server(\\.tsx?)?$',
    message:
      "A *.server.ts module runs only on the composition server (a page's server half, ADR 033): browser code must not import it.",
  },
  {
    group: ['@shared/ui/forms/server'],
    message: "@shared/ui/forms/server is Node-only, for pages' server halves (*.server.ts, ADR 033).",
  },
];

/** A section's files that run in Node only: its pages' server halves and its tests. */
const NODE_FILES = '*.{server.ts,test.ts,test.tsx}';

/** The rules for one app or the api: its package boundaries, and for apps the features' public faces. */
const boundary = (self) => {
  if (self === 'api') {
    const paths = ['react', 'react-dom'].map((name) => ({
      name,
      message: 'The api imports only @shared/contracts and @shared/domain, which have no React.',
    }));
    const browserPackages = {
      group: [
        '@shared/platform',
        '@shared/platform/*',
        '@shared/ui',
        '@shared/ui/*',
        '@shared/build',
        '@shared/build/*',
      ],
      message: 'The api imports only @shared/contracts and @shared/domain, which have no React (ADR 018).',
    };
    return [
      { files: ['api/**/*.{ts,tsx}'], rules: restrictImports(paths, [...packagePatterns(self), browserPackages]) },
    ];
  }
  // Sections' browser code keeps to itself what only their server halves may import.
  const serverOnly = REMOTES.includes(self) ? SERVER_ONLY : [];
  const base = [...packagePatterns(self), throughFeatureFolder];
  return [
    { files: [`${self}/**/*.{ts,tsx}`], rules: restrictImports(ROUTER_FACADE, [...base, ...serverOnly]) },
    ...FEATURE_DEPTHS.map((depth) => ({
      files: [`${self}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: restrictImports(ROUTER_FACADE, [...base, ...serverOnly, intoSiblingFeature(depth)]),
    })),
    {
      // The federation entry still names single modules as its lazy chunks (the outbox key, the
      // quote widget); it moves to the features' index files with the routing rewrite under way.
      files: [`${self}/src/app/remote-entry.ts`],
      rules: restrictImports(ROUTER_FACADE, [...packagePatterns(self), ...serverOnly]),
    },
    // Server halves, and tests (which may call them), run in Node.
    ...(serverOnly.length > 0
      ? [
          { files: [`${self}/src/**/${NODE_FILES}`], rules: restrictImports(ROUTER_FACADE, base) },
          ...FEATURE_DEPTHS.map((depth) => ({
            files: [`${self}/src/features/*/${'*/'.repeat(depth)}${NODE_FILES}`],
            rules: restrictImports(ROUTER_FACADE, [...base, intoSiblingFeature(depth)]),
          })),
        ]
      : []),
  ];
};

const SHARED_IMPORTS_NO_APP = {
  group: [...SHELL_PACKAGES.flatMap(anyImportOf), 'mfe-*', '**/mfe-*/**', 'api', '**/api/**'],
  message: 'shared holds contracts and building blocks only: it imports from no app.',
};

/**
 * The shared packages and which of the others each may import (ADR 018): contracts import none,
 * the domain and the platform only the contracts, the UI those three, the build the contracts and
 * the platform's Node-safe subpaths (its version and the remote contract).
 */
const SHARED_PACKAGES = {
  contracts: [],
  domain: ['contracts'],
  platform: ['contracts'],
  ui: ['contracts', 'domain', 'platform'],
  build: ['contracts', 'platform'],
};
const NO_REACT = ['react', 'react-dom', 'react-dom/client', 'react-dom/server'];

/** A path from one shared package into another's files skips its package.json (its exports, its dependencies). */
const INTO_ANOTHER_PACKAGE = {
  regex: `^(\\.\\./)+(${Object.keys(SHARED_PACKAGES).join('|')})(/|$)`,
  message:
    'Import another shared package by its name (@shared/…), never by a path into its files: @shared/platform is one instance at runtime only when it is reached by name, and a package declares what it depends on.',
};

const sharedPackageRules = (pkg, allowed) => {
  const others = Object.keys(SHARED_PACKAGES).filter((name) => name !== pkg && !allowed.includes(name));
  const message = `@shared/${pkg} may import ${allowed.length ? allowed.map((name) => `@shared/${name}`).join(', ') : 'no other shared package'} (ADR 018).`;
  const patterns = [
    SHARED_IMPORTS_NO_APP,
    INTO_ANOTHER_PACKAGE,
    ...(others.length ? [{ group: others.flatMap((name) => [`@shared/${name}`, `@shared/${name}/*`]), message }] : []),
    // The build runs in Node: of the platform it reads only the version and the remote contract.
    ...(pkg === 'build'
      ? [
          {
            group: ['@shared/platform/router', '@shared/platform/router/*'],
            message: `${message} Only /version and /remote-contract: the rest is browser code.`,
          },
        ]
      : []),
  ];
  const paths = [
    ...(pkg === 'platform' ? [] : ROUTER_FACADE),
    ...(['contracts', 'domain', 'build'].includes(pkg)
      ? NO_REACT.map((name) => ({ name, message: `@shared/${pkg} runs without React (ADR 018).` }))
      : []),
    ...(pkg === 'build'
      ? [
          {
            name: '@shared/platform/core',
            message: `${message} Only /version and /remote-contract: the rest is browser code.`,
          },
        ]
      : []),
  ];
  return { files: [`shared/${pkg}/**/*.{ts,tsx,mjs}`], rules: restrictImports(paths, patterns) };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The shell's server build before ADR 037, still in older checkouts.
      'shell/dist-server/**',
      '**/.turbo/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.tmp.*',
      '.release-*/**',
      // The builds `pnpm start` and `pnpm serve-builds` keep by build id, and the release state.
      '.builds/**',
      '.release/**',
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
  ...[...SHELL_PACKAGES, ...REMOTES, 'api'].flatMap(boundary),
  ...dynamicOneWay,
  ...Object.entries(SHARED_PACKAGES).map(([pkg, allowed]) => sharedPackageRules(pkg, allowed)),
  {
    // The platform's router folder is the facade: the one place that imports react-router.
    files: ['shared/platform/src/router/**'],
    rules: restrictImports([], [SHARED_IMPORTS_NO_APP, INTO_ANOTHER_PACKAGE]),
  },
);
