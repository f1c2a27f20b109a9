/**
 * The one Vite configuration every app uses, so that the shell and the four remotes agree on
 * federation singletons, ports and the runtime config file. Node-only; never imported by app code.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { FRONT_END_APPS } from '../apps.mjs';
import { defaultRuntimeConfig } from '../src/config/default-config';
import { REMOTE_CONTRACT_VERSION } from '../src/contracts/remote-contract';

type AppName = (typeof FRONT_END_APPS)[number]['name'];

/**
 * react-router's production ESM build, by file: its package exports offer only the development
 * build to bundlers, which is about 200 KB larger. Only the facade (`shared/router`) imports it.
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
 * Singletons: exactly one React, one router and one store library at runtime, and one `shared`
 * so that the runtime config and the section loader the shell provides are the ones remotes see.
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // The router is shared through its facade (shared/src/router): one router, tree-shaken.
  'shared/router': { singleton: true, requiredVersion: '^1.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  // The stateful part of `shared` (runtime config, section loading) is the `shared/core` entry:
  // a plain `shared` key beside `shared/router` made the plugin bundle a workspace singleton's
  // fallback eagerly into every remote's first load, which cost each remote a second copy.
  'shared/core': { singleton: true, requiredVersion: '^1.0.0' },
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
 * runtime. Its standalone page (QA) has no shell, so the build emits the runtime as a chunk of its
 * own and the page publishes it in an inline module script that runs before everything else.
 */
function standaloneRuntime(): Plugin {
  const name = 'federation-runtime-core';
  return {
    name: 'site:standalone-federation-runtime',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: runtimeCoreFile, name, preserveSignature: 'strict' });
    },
    transformIndexHtml(_html, context) {
      const chunk = Object.values(context.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === name);
      if (!chunk) throw new Error('The federation runtime chunk for the standalone page is missing.');
      return [
        {
          tag: 'script',
          attrs: { type: 'module' },
          children: `import * as core from '/${chunk.fileName}'; globalThis._FEDERATION_RUNTIME_CORE ??= core;`,
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

export function defineAppConfig(
  app: AppName,
  options: { exposes?: Record<string, string>; plugins?: Plugin[] } = {},
): (env: ConfigEnv) => UserConfig {
  return ({ command }) => appConfig(app, options, command === 'serve' ? 'development' : 'production');
}

function appConfig(
  app: AppName,
  options: { exposes?: Record<string, string>; plugins?: Plugin[] },
  mode: 'development' | 'production',
): UserConfig {
  const port = FRONT_END_APPS.find((candidate) => candidate.name === app)!.port;
  const isRemote = app !== 'shell';
  return {
    resolve: {
      alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterFile }] : [],
    },
    plugins: [
      react(),
      federation({
        name: app,
        filename: 'remoteEntry.js',
        ...(isRemote ? { exposes: options.exposes ?? {}, manifest: true, publicPath: 'auto' } : {}),
        shared: SHARED_SINGLETONS,
        dts: false,
        // The federation runtime is paid for once: the shell publishes it on a global and remotes
        // use that instead of bundling their own (about 19 KB gzip each). A remote's standalone
        // page publishes it itself (standaloneRuntime below). Dev servers keep their own copy.
        experiments: isRemote ? { externalRuntime: mode !== 'development' } : { provideExternalRuntime: true },
      }),
      runtimeConfigFile(),
      ...(isRemote ? [standaloneRuntime()] : []),
      ...(options.plugins ?? []),
    ],
    define: {
      __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? `${app}-${new Date().toISOString()}`),
      // Baked in at build time: at runtime `shared` is the shell's copy, so reading the constant
      // from it would always agree with the shell and the version check would prove nothing.
      // CONTRACT_VERSION_OVERRIDE builds a remote that speaks another contract, for the e2e test
      // that proves the shell refuses it gracefully.
      __CONTRACT_VERSION__: JSON.stringify(process.env.CONTRACT_VERSION_OVERRIDE ?? REMOTE_CONTRACT_VERSION),
    },
    // Federation has Vite pre-bundle the shared singletons, `shared/core` and `shared/router`
    // included, but those are this workspace's own source and Vite's cache key does not see it
    // change: an edit (a new router export, say) would meet a stale copy. Re-bundling at each dev
    // start takes about a second.
    optimizeDeps: { force: mode === 'development' },
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true, headers: { 'Cache-Control': 'no-cache' } },
    build: { target: 'es2022', modulePreload: { polyfill: false } },
  };
}
