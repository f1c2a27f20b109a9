/**
 * The one Vite configuration every app uses, so that the shell and the four remotes agree on
 * federation singletons, ports and the runtime config file. Node-only; never imported by app code.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defaultRuntimeConfig, LOCAL_PORTS } from '../src/config/default-config';
import { REMOTE_CONTRACT_VERSION } from '../src/contracts/remote-contract';

type AppName = keyof typeof LOCAL_PORTS & ('shell' | 'marketing' | 'blog' | 'tools' | 'checkout');

/**
 * Singletons: exactly one React, one router and one store library at runtime, and one `shared`
 * so that the runtime config and the section loader the shell provides are the ones remotes see.
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  shared: { singleton: true, requiredVersion: '^1.0.0' },
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

export function defineAppConfig(app: AppName, options: { exposes?: Record<string, string> } = {}): UserConfig {
  const port = LOCAL_PORTS[app];
  const isRemote = app !== 'shell';
  return {
    plugins: [
      react(),
      federation({
        name: app,
        filename: 'remoteEntry.js',
        ...(isRemote ? { exposes: options.exposes ?? {}, manifest: true, publicPath: 'auto' } : {}),
        shared: SHARED_SINGLETONS,
        dts: false,
      }),
      runtimeConfigFile(),
    ],
    define: {
      __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? `${app}-${new Date().toISOString()}`),
      // Baked in at build time: at runtime `shared` is the shell's copy, so reading the constant
      // from it would always agree with the shell and the version check would prove nothing.
      // CONTRACT_VERSION_OVERRIDE builds a remote that speaks another contract, for the e2e test
      // that proves the shell refuses it gracefully.
      __CONTRACT_VERSION__: JSON.stringify(process.env.CONTRACT_VERSION_OVERRIDE ?? REMOTE_CONTRACT_VERSION),
    },
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true, headers: { 'Cache-Control': 'no-cache' } },
    build: { target: 'es2022', modulePreload: { polyfill: false } },
  };
}
