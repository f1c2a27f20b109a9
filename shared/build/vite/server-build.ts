/**
 * The server side of a section's build: its contract entry built for Node (the server entry the
 * composition server loads by URL), and `ssr.json`, which tells that server what the browser
 * needs for each page. Node-only; never imported by app code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin, type Rollup, type UserConfig } from 'vite';
import {
  SERVER_ENTRY_FILE,
  SERVER_MANIFEST_FILE,
  ServerManifestSchema,
  type PageRoute,
  type ServerManifest,
} from '@shared/contracts';
import { pageIdOf } from '@shared/platform/remote-contract';
import { PLATFORM_VERSION } from '@shared/platform/version';

/**
 * What a section's server bundle leaves to the composition server: one React, one router, one
 * store library and one platform (`@shared/platform/core`) per server, as in the browser. Matched as written.
 */
export function isServerSingleton(id: string): boolean {
  return (
    /^(react|react-dom|zustand)(\/|$)/.test(id) || id === '@shared/platform/core' || id === '@shared/platform/router'
  );
}

/** Where every section keeps the routes its entries export (`export const ROUTES`). */
const ROUTES_MODULE = 'src/app/routes.ts';

/**
 * The section's routes, read from the module its entries export them from (`routes = ROUTES` in
 * `src/app/remote-entry.ts`), run by Vite's module runner: plain data (the blog's come from its
 * article index), checked against the contract. The composition server routes from these alone.
 */
export async function sectionRoutes(root: string): Promise<PageRoute[]> {
  const { module } = await runnerImport<{ ROUTES?: unknown }>(join(root, ROUTES_MODULE), {
    root,
    logLevel: 'silent',
  });
  const parsed = ServerManifestSchema.shape.routes.safeParse(module.ROUTES);
  if (!parsed.success) throw new Error(`${ROUTES_MODULE}: ROUTES is not a list of routes (${parsed.error.message})`);
  return parsed.data;
}

/**
 * Client build: writes `ssr.json` from the bundle (the section's entry files and each page's) and
 * the section's routes.
 */
export function serverManifestFile(buildId: string): Plugin {
  let root = '';
  return {
    name: 'site:server-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const manifest = serverManifestOf(bundle, buildId, root, await sectionRoutes(root));
      this.emitFile({
        type: 'asset',
        fileName: SERVER_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

const PAGE_MODULE = /\/src\/pages\/[a-z0-9-]+-page\.tsx$/;

/** Modules federation generates: they need the section's federation container set up first. */
const FEDERATION_MODULE = /virtual:mf|__mf_|__loadShare__|__prebuild__/;

/** `root` is the app's folder: its lazy parts are named by their path under `<root>/src/`. */
export function serverManifestOf(
  bundle: Rollup.OutputBundle,
  buildId: string,
  root = '/app',
  routes: PageRoute[] = [],
): ServerManifest {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /**
   * A chunk that neither holds nor imports federation code (zod, the phone metadata, a page's
   * helpers) can run before its section has loaded: the browser runs such chunks one per task,
   * so that they do not add up, with the page's own code, to one long task.
   */
  const runsOnItsOwnCache = new Map<string, boolean>();
  const runsOnItsOwn = (chunk: Rollup.OutputChunk): boolean => {
    const cached = runsOnItsOwnCache.get(chunk.fileName);
    if (cached !== undefined) return cached;
    runsOnItsOwnCache.set(chunk.fileName, false); // a cycle does not qualify
    const result =
      !chunk.isEntry &&
      !chunk.moduleIds.some((id) => FEDERATION_MODULE.test(id)) &&
      chunk.imports.every((file) => {
        const imported = byFile.get(file);
        return imported !== undefined && runsOnItsOwn(imported);
      });
    runsOnItsOwnCache.set(chunk.fileName, result);
    return result;
  };
  /**
   * The JavaScript a page needs at once (its static imports), and the CSS of everything it may
   * render, lazy parts included: the server renders those too, so their styles belong in the head.
   */
  const closure = (starts: Rollup.OutputChunk[], known = new Set<string>()) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const early: string[] = [];
    const seen = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk, lazy: boolean) => {
      if (known.has(chunk.fileName) || seen.has(`${lazy}:${chunk.fileName}`)) return;
      seen.add(`${lazy}:${chunk.fileName}`);
      if (!lazy) js.add(chunk.fileName);
      for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) visit(imported, lazy);
      }
      // After its imports: the list is in the order the chunks can run.
      if (!lazy && runsOnItsOwn(chunk)) early.push(chunk.fileName);
      for (const file of chunk.dynamicImports) {
        const imported = byFile.get(file);
        if (imported && !PAGE_MODULE.test(imported.facadeModuleId ?? '')) visit(imported, true);
      }
    };
    for (const start of starts) visit(start, false);
    return { js: [...js], css: [...css].filter((file) => !known.has(file)), early };
  };

  const remoteEntry = byFile.get('remoteEntry.js');
  // Federation makes each exposed module an entry chunk of its own.
  const exposed = chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/app/remote-entry.ts'));
  if (!remoteEntry || exposed.length === 0)
    throw new Error('ssr.json: the remote entry or the exposed contract is missing');
  // The entry imports its map of shared modules lazily, but on every load (when the shell first
  // asks it for a module): listed with the entry, it is preloaded with it instead of after it.
  const sharedImportMaps = remoteEntry.dynamicImports.flatMap((file) => {
    const chunk = byFile.get(file);
    return chunk && /localSharedImportMap/.test(chunk.fileName) ? [chunk] : [];
  });
  const entry = closure([remoteEntry, ...exposed, ...sharedImportMaps]);

  const pages: ServerManifest['pages'] = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !PAGE_MODULE.test(chunk.facadeModuleId ?? '')) continue;
    pages[pageIdOf(chunk.facadeModuleId!)] = closure([chunk], new Set([...entry.js, ...entry.css]));
  }
  const lazy: NonNullable<ServerManifest['lazy']> = {};
  for (const chunk of chunks) {
    const source = sourceModuleOf(chunk.facadeModuleId, root);
    if (!chunk.isDynamicEntry || !source || PAGE_MODULE.test(chunk.facadeModuleId!)) continue;
    lazy[source] = closure([chunk], new Set(entry.js)).js;
  }
  return { buildId, serverEntry: SERVER_ENTRY_FILE, entry, pages, lazy, platform: `^${PLATFORM_VERSION}`, routes };
}

/** A module of the app's own source by its path under `<root>/src/`, without extension. */
function sourceModuleOf(id: string | null, root: string): string | undefined {
  const prefix = `${root.replace(/\\/g, '/').replace(/\/$/, '')}/src/`;
  const path = id?.replace(/\\/g, '/');
  if (!path?.startsWith(prefix)) return undefined;
  return /^([A-Za-z0-9/_-]+)\.tsx?$/.exec(path.slice(prefix.length))?.[1];
}

/**
 * Server build: `new URL('…/x.svg', import.meta.url)` is left as written by Vite's server build,
 * so it would point at the source file. Rewrite it to the file the client build emitted
 * (`assets/x-<hash>.svg`, found by its identical bytes), relative to the server entry's folder,
 * so the server renders the same URL the browser does.
 */
function clientAssetUrls(appDir: string): Plugin {
  const assetsDir = join(appDir, 'dist', 'assets');
  const emitted = () => readdirSync(assetsDir);
  return {
    name: 'site:client-asset-urls',
    transform(code, id) {
      if (!code.includes('import.meta.url')) return null;
      const file = id.split('?')[0]!;
      return code.replace(
        /new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g,
        (_whole, _quote: string, specifier: string) => {
          const source = resolve(file, '..', specifier.split('?')[0]!);
          const stem = basename(source, extname(source));
          const bytes = readFileSync(source);
          // The client build names an asset after its source, but emits identical files once.
          const candidates = emitted().filter(
            (name) => extname(name) === extname(source) && readFileSync(join(assetsDir, name)).equals(bytes),
          );
          const match = candidates.find((name) => name.startsWith(`${stem}-`)) ?? candidates[0];
          if (!match) throw new Error(`${relative(appDir, source)}: no client asset found; build the client first`);
          const fromServerEntry = relative(join(appDir, 'dist', SERVER_ENTRY_FILE, '..'), join(assetsDir, match));
          return `new URL(${JSON.stringify(fromServerEntry)}, import.meta.url)`;
        },
      );
    },
  };
}

/** The module both entries export the section's contract from. */
const CONTRACT_ENTRY = 'src/app/remote-entry.ts';

/** A page's server half: `src/pages/<id>-page.server.ts` serves the page `<id>` (ADR 033). */
const SERVER_HALF = /^([a-z0-9-]+)-page\.server\.ts$/;

/**
 * Server build: the contract entry also exports `servers`, each page's server half (its loader,
 * action and intents) as a lazy module by page id, found by file name as `pages` are. Only this
 * build adds it: the browser build never names a server half, so none of its code (nor what it
 * imports: api calls, sealing keys' use) can reach a browser.
 */
export function pageServers(appDir: string): Plugin {
  const entry = resolve(appDir, CONTRACT_ENTRY);
  const pagesDir = join(appDir, 'src', 'pages');
  return {
    name: 'site:page-servers',
    enforce: 'pre',
    transform(code, id) {
      if (resolve(id.split('?')[0]!) !== entry) return null;
      const halves = readdirSync(pagesDir).flatMap((file) => {
        const page = SERVER_HALF.exec(file)?.[1];
        return page ? [`  ${JSON.stringify(page)}: () => import(${JSON.stringify(`../pages/${file}`)}),`] : [];
      });
      return `${code}\n/** Added by the server build (site:page-servers). */\nexport const servers = {\n${halves.join('\n')}\n};\n`;
    },
  };
}

/** The Vite config of a section's server build (`vite build -c vite.server.config.ts`). */
export function sectionServerConfig(appDir: string, define: Record<string, string>): UserConfig {
  return {
    root: appDir,
    plugins: [react(), clientAssetUrls(appDir), pageServers(appDir)],
    define,
    // The client build already wrote dist/; the server entry goes beside it.
    publicDir: false,
    ssr: { noExternal: true, external: [] },
    build: {
      ssr: CONTRACT_ENTRY,
      outDir: join('dist', SERVER_ENTRY_FILE, '..'),
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      rollupOptions: {
        external: isServerSingleton,
        output: { entryFileNames: basename(SERVER_ENTRY_FILE), chunkFileNames: '[name]-[hash].js' },
      },
    },
  };
}
