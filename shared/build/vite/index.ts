/**
 * The one Vite configuration every app uses, so that the shell and the four remotes agree on
 * federation singletons, ports and the runtime config file. Node-only; never imported by app code.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, type ConfigEnv, type Plugin, type Rollup, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { FRONT_END_APPS, type SECTIONS } from '../apps.mjs';
import { REMOTE_CONTRACT_VERSION } from '@shared/platform/remote-contract';
import { PLATFORM_VERSION } from '@shared/platform/version';
import { defaultRuntimeConfig } from '../default-config';
import { preloadBootstrapImports } from './preload-bootstrap-imports';
import { contentBuildId } from './build-id';
import { sectionServerConfig, serverManifestFile } from './server-build';

const workspace = join(import.meta.dirname, '..', '..', '..');

type AppName = (typeof FRONT_END_APPS)[number]['name'];

/**
 * react-router's production ESM build, by file: its package exports offer only the development
 * build to bundlers, which is about 200 KB larger. Only the facade (`@shared/platform/router`) imports it.
 */
const reactRouterFile = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The federation runtime core, by file: standalone pages provide it themselves (see below). */
const runtimeCoreFile = join(
  dirname(
    createRequire(
      join(dirname(createRequire(import.meta.url).resolve('@module-federation/vite/package.json')), 'package.json'),
    ).resolve('@module-federation/runtime-core'),
  ),
  'index.js',
);

/**
 * Singletons: exactly one React, one router and one store library at runtime, and one platform
 * (`@shared/platform/core`) so that the runtime config and the section loader the shell provides are
 * the ones remotes see. The other `@shared/*` packages are bundled into each app that uses them.
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // The router is shared through the platform's facade (shared/platform/src/router): one router,
  // tree-shaken. It is part of the platform, so it carries the platform's version.
  '@shared/platform/router': { singleton: true, requiredVersion: `^${PLATFORM_VERSION}` },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  // Its subpaths are keys of their own. Declared here, the shell provides them from its first
  // load; otherwise a section that imports one (the order wizard's store) found no provider and
  // fetched its own copy late, two requests in a chain after everything else on the order page.
  'zustand/vanilla': { singleton: true, requiredVersion: '^5.0.0' },
  'zustand/middleware': { singleton: true, requiredVersion: '^5.0.0' },
  // The platform's core (runtime config, section loading, the resource cache, hydration). Its
  // version is PLATFORM_VERSION, the package's: a section asks for the range it was built on (as
  // its ssr.json says too). Both keys are subpaths: a package root as a key beside a subpath of it
  // made the plugin bundle the root's fallback eagerly into every remote's first load.
  '@shared/platform/core': { singleton: true, requiredVersion: `^${PLATFORM_VERSION}` },
};

/** Writes `config.json` into the build and serves it in dev: the file a deployment replaces. */
function runtimeConfigFile(): Plugin {
  const body = () => `${JSON.stringify(defaultRuntimeConfig(process.env.SITE_HOST ?? 'localhost'), null, 2)}\n`;
  return {
    name: 'site:runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: body() });
    },
  };
}

/**
 * A remote built with `externalRuntime` expects the shell to have published the federation
 * runtime. Its standalone page (QA) has no shell, so the build emits a small module that
 * publishes the runtime, and the page loads it before everything else. That module is bundled on
 * its own, apart from the section's chunks: were it part of the section's graph, it would share a
 * chunk with the runtime proxy the composed site loads, and importing that chunk runs the proxy
 * before the runtime is published.
 */
function standaloneRuntime(): Plugin {
  const id = '\0site:publish-federation-runtime';
  let fileName = '';
  let base = './';
  return {
    name: 'site:standalone-federation-runtime',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const output = (await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [
          {
            name: 'site:publish-federation-runtime',
            resolveId: (source) => (source === id ? id : null),
            load: (source) =>
              source === id
                ? `import * as core from ${JSON.stringify(runtimeCoreFile)}; globalThis._FEDERATION_RUNTIME_CORE ??= core;`
                : null,
          },
        ],
        build: { write: false, target: 'es2022', rolldownOptions: { input: id }, minify: true },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const [chunk] = (Array.isArray(output) ? output[0]! : output).output;
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      fileName = `assets/publish-federation-runtime-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml() {
      // A file, not an inline script, so the page runs under a CSP without 'unsafe-inline'. Module
      // scripts run in document order, so this one runs before the page's own entry. The comment
      // inside (ignored by browsers, as is any text in a script with `src`) keeps the federation
      // plugin from wrapping this tag in its bootstrap, which would need the runtime first.
      return [
        {
          tag: 'script',
          // Written as Vite writes the page's other URLs (relative: see `base` in appConfig).
          attrs: { type: 'module', src: `${base}${fileName}` },
          children: '/* publishes the federation runtime */',
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * Constants baked into a build. The build id is the content hash of the build's inputs (or
 * BUILD_ID, for a test that needs a distinct release), so a section's client and server builds
 * carry the same one. The contract version is baked in too: at runtime `shared` is the shell's
 * copy, so reading the constant from it would always agree with the shell and the version check
 * would prove nothing. CONTRACT_VERSION_OVERRIDE builds a section that speaks another contract,
 * for the e2e test that proves the shell refuses it gracefully.
 */
function buildDefines(app: string, appDir: string): Record<string, string> {
  return {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? contentBuildId(appDir, app)),
    __CONTRACT_VERSION__: JSON.stringify(process.env.CONTRACT_VERSION_OVERRIDE ?? REMOTE_CONTRACT_VERSION),
  };
}

/**
 * The server build of a section (its `vite.server.config.ts`, which passes its own folder, so a
 * copy of a section builds itself): see server-build.ts.
 */
export function defineSectionServerConfig(app: (typeof SECTIONS)[number]['name'], appDir: string): UserConfig {
  return sectionServerConfig(appDir, buildDefines(app, appDir));
}

/**
 * A Node build of server code that renders the frame (the shell's React tree, through
 * `shell/server-render`): the frame's constants (its build id) are baked in, as in the shell's
 * browser build, so both render the same frame. The platform and its router facade are entry
 * files of their own, which the renderer and every section's server entry import (the module
 * hooks map the sections' bare imports to them): one instance of each per process. React, Hono
 * and the other packages stay external and load from node_modules.
 */
function frameServerConfig(packageDir: string, input: Record<string, string>): UserConfig {
  const shellDir = join(workspace, 'shell');
  return {
    root: packageDir,
    plugins: [react()],
    define: buildDefines('shell', shellDir),
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterFile }] },
    publicDir: false,
    // The workspace's own packages are TypeScript sources, bundled. cockatiel too: its package's
    // Node entry is CommonJS, its ESM build is what Vite reads.
    ssr: { noExternal: [/^@shared\//, /^shell(\/|$)/, /^composition-server(\/|$)/, 'react-router', 'cockatiel'] },
    build: {
      ssr: true,
      outDir: 'dist',
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: {
          ...input,
          'http-module-hooks': join(workspace, 'composition-server/src/http-module-hooks.ts'),
          'shared-platform-core': join(workspace, 'shared/platform/src/index.ts'),
          'shared-platform-router': join(workspace, 'shared/platform/src/router/index.ts'),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

/** The composition server's build (`composition-server/dist/`, ADR 037). */
export function defineCompositionServerConfig(): UserConfig {
  const dir = join(workspace, 'composition-server');
  return frameServerConfig(dir, {
    main: join(dir, 'src/main.ts'),
    // A section runtime: the thread that runs one build of one section's server code (ADR 019).
    'section-runtime': join(dir, 'src/section-runtime-worker.ts'),
  });
}

/**
 * The release tools' build (`release-tools/dist/`, ADR 037). The release preflight renders a
 * candidate's pages with the composition server's renderer, bundled here, in a worker that loads
 * the sections' server code: so this build has its own module hooks and platform beside it.
 */
export function defineReleaseToolsConfig(): UserConfig {
  const dir = join(workspace, 'release-tools');
  return frameServerConfig(dir, {
    // `pnpm release`, the one writer of the deployed config.json.
    release: join(dir, 'src/cli.ts'),
    // The release's server preflight, in a worker thread apart from the command's.
    'release-preflight': join(dir, 'src/preflight-worker.ts'),
    // `pnpm config-host`: the shell's config at a URL, written by `pnpm release` (a stand-in for an object store).
    'config-host': join(dir, 'src/config-host-cli.ts'),
  });
}

interface AppOptions {
  /** The app's folder (its vite.config.ts passes `import.meta.dirname`). */
  dir: string;
  exposes?: Record<string, string>;
  plugins?: Plugin[];
  /** The app's own chunk groups, tried before the common code's (a section's files it always loads together). */
  chunkGroups?: ChunkGroup[];
}

interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

export function defineAppConfig(app: AppName, options: AppOptions): (env: ConfigEnv) => UserConfig {
  return ({ command }) => appConfig(app, options, command === 'serve' ? 'development' : 'production');
}

function appConfig(app: AppName, options: AppOptions, mode: 'development' | 'production'): UserConfig {
  const { port } = FRONT_END_APPS.find((candidate) => candidate.name === app)!;
  const isRemote = app !== 'shell';
  const define = buildDefines(app, options.dir);
  return {
    // A section's build names its files relative to the file that names them (index.html, a chunk,
    // remoteEntry.js), never from the root of an origin: the same build then works at the root of
    // an origin, in a folder of one (`https://cdn.example/blog/<build id>/`), or on the blog's host
    // and in the shell's pages at once, and an image's URL (`new URL(…, import.meta.url)`) is the
    // one the server rendered (ADR 030). The shell's build is the composition server's, at the
    // root; a dev server is at the root of its port.
    ...(isRemote && mode === 'production' ? { base: './' } : {}),
    resolve: {
      alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterFile }] : [],
      // Modules with a browser-only variant pick it by this condition (`#phone-plans` in
      // @shared/contracts: the phone numbering plans load on demand). Server builds, the api and
      // tests keep the default.
      conditions: ['site-client', ...defaultClientConditions],
    },
    plugins: [
      react(),
      federation({
        name: app,
        filename: 'remoteEntry.js',
        ...(isRemote ? { exposes: options.exposes ?? {}, manifest: true, publicPath: 'auto' } : {}),
        shared: SHARED_SINGLETONS,
        // The default ('version-first') loads every registered remote's entry at start-up to
        // compare shared versions: all four sections on every first load. The singletons are the
        // shell's anyway, so the first loaded copy wins.
        shareStrategy: 'loaded-first',
        dts: false,
        // The federation runtime is paid for once: the shell publishes it on a global and remotes
        // use that instead of bundling their own (about 19 KB gzip each). A remote's standalone
        // page publishes it itself (standaloneRuntime below). Dev servers keep their own copy.
        experiments: isRemote ? { externalRuntime: mode !== 'development' } : { provideExternalRuntime: true },
      }),
      runtimeConfigFile(),
      ...(isRemote
        ? [standaloneRuntime(), serverManifestFile(JSON.parse(define.__BUILD_ID__!) as string)]
        : [preloadBootstrapImports()]),
      ...(options.plugins ?? []),
      // Every text file also as .br and .gz, which the servers send to browsers that accept them.
      // Not config.json: a deployment edits it, and a stale compressed copy would win. Nor the
      // shell's index.html: it is the composition server's template, never served, and it is
      // finished after this runs (preloadBootstrapImports).
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|json|svg|xml|txt)$/,
        exclude: isRemote ? /(^|\/)config\.json$/ : /(^|\/)(config\.json|index\.html)$/,
        threshold: 512,
        logLevel: 'silent',
      }),
    ],
    define,
    // Federation has Vite pre-bundle the shared singletons, `@shared/platform/core` and `/router`
    // included, but those are this workspace's own source and Vite's cache key does not see it
    // change: an edit (a new router export, say) would meet a stale copy. Re-bundling at each dev
    // start takes about a second.
    optimizeDeps: { force: mode === 'development' },
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true, headers: { 'Cache-Control': 'no-cache' } },
    build: {
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: isRemote
              ? [EXTERNAL_RUNTIME_GROUP, ...VENDOR_GROUPS, ...(options.chunkGroups ?? []), COMMON_CODE_GROUP]
              : [SHELL_SINGLETONS_GROUP, COMMON_CODE_GROUP],
          },
        },
      },
    },
  };
}

/**
 * A remote's side of the federation runtime it takes from the shell (the proxy to the shell's
 * runtime and the error texts it uses) in one file: the bundler made two small requests of it on
 * every page.
 */
const EXTERNAL_RUNTIME_GROUP = {
  name: 'external-runtime',
  test: (id: string) => /@module-federation[\\/](error-codes|runtime)[\\/]|mf-external-runtime-core/.test(id),
};

/**
 * In a section, the libraries its pages share each get a chunk of their own: the chunk keeps its
 * name across the section's releases (the browser's cached copy stays good), and it holds no
 * federation code, so the browser runs it in a task of its own before the page (see `early` in
 * server-build.ts): zod, evaluated with the schemas built from it, was half of a long task.
 */
const VENDOR_GROUPS = [
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { name: 'phone-numbers', test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/ },
];

/**
 * The shell's copies of the singletons it provides (`@shared/platform/core` and `/router`, zustand) and
 * zod, which every page loads at once: one file instead of four.
 */
const SHELL_SINGLETONS_GROUP = {
  name: 'singletons',
  test: (id: string) =>
    /[\\/]node_modules[\\/](zod|react-router|zustand)[\\/]|[\\/]@?shared[\\/][a-z]+[\\/]src[\\/]|__prebuild__zustand(_mf_1_[a-z]+)?__prebuild__/.test(
      id,
    ),
};

/**
 * Our own UI primitives and helpers that two or more lazy parts use (buttons, layout, reveal,
 * number and date formats…) go into one chunk, with one stylesheet, instead of a file each: the
 * home page asked for a dozen stylesheets of under 1 KB, each a render-blocking request on a phone. Dependencies and the
 * federation's generated modules keep their own chunking. The phone field's handle on the numbering
 * plans (`phone-plans.lazy.ts`, no imports) is in it too: left to the bundler, it went into the
 * forms' chunk, which imports zod, and the home page's first load grew by 23 KB.
 */
const COMMON_CODE_GROUP = {
  name: 'common',
  test: (id: string) =>
    !id.includes('node_modules') &&
    !id.includes('__mf_') &&
    /[\\/](shared[\\/](ui[\\/]src[\\/]components|domain[\\/]src[\\/]format)|src[\\/]lib)[\\/]|[\\/]shared[\\/]contracts[\\/]src[\\/]phone-plans\.lazy\.ts$/.test(
      id,
    ),
  minShareCount: 2,
  // Only those files: their dependencies (zod, the phone metadata) stay in their own chunks.
  includeDependenciesRecursively: false,
};
