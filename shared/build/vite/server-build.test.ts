import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { serverManifestOf } from './server-build';

/** A chunk as the bundle hands it to generateBundle, with only what ssr.json reads. */
function chunk(fileName: string, options: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [`/app/src/${fileName}.ts`],
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
    ...options,
  } as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

/** The page `order` (`src/pages/order-page.tsx`), importing these chunks. */
function orderPage(imports: string[]): Rollup.OutputChunk {
  return chunk('assets/order-page.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/pages/order-page.tsx',
    imports,
  });
}

describe('ssr.json', () => {
  const entry = [
    chunk('remoteEntry.js', { imports: ['assets/share.js'], moduleIds: ['virtual:mf-REMOTE_ENTRY_ID:x'] }),
    chunk('assets/remote-entry.js', {
      isEntry: true,
      facadeModuleId: '/app/src/app/remote-entry.ts',
      dynamicImports: ['assets/order-page.js'],
    }),
    chunk('assets/share.js', { moduleIds: ['\0virtual:mf:x__loadShare__react__loadShare__.js'] }),
  ];

  it("lists the page's chunks without federation code, each after what it imports", () => {
    const manifest = serverManifestOf(
      bundleOf(
        ...entry,
        orderPage(['assets/contracts.js', 'assets/ui.js', 'assets/share.js']),
        chunk('assets/contracts.js', { imports: ['assets/zod.js'] }),
        chunk('assets/zod.js', { moduleIds: ['/node_modules/zod/index.js'] }),
        // Imports React through federation: it must wait for the section.
        chunk('assets/ui.js', { imports: ['assets/share.js', 'assets/zod.js'] }),
      ),
      'build-1',
    );
    expect(manifest.pages.order?.early).toEqual(['assets/zod.js', 'assets/contracts.js']);
    expect(manifest.pages.order?.js).toEqual(
      expect.arrayContaining(['assets/order-page.js', 'assets/contracts.js', 'assets/zod.js', 'assets/ui.js']),
    );
  });

  it('leaves out a page chunk that holds federation code itself', () => {
    const manifest = serverManifestOf(
      bundleOf(
        ...entry,
        orderPage(['assets/mixed.js']),
        chunk('assets/mixed.js', { moduleIds: ['/app/src/x.ts', '\0virtual:mf:x__prebuild__zustand__prebuild__.js'] }),
      ),
      'build-1',
    );
    expect(manifest.pages.order?.early).toEqual([]);
  });

  it("names each lazily loaded part of the app's source with the files it needs beyond the entry", () => {
    const manifest = serverManifestOf(
      bundleOf(
        ...entry,
        { ...orderPage(['assets/share.js']), dynamicImports: ['assets/article-a.js'] },
        chunk('assets/article-a.js', {
          isDynamicEntry: true,
          facadeModuleId: '/app/src/content/articles/article-a.ts',
          imports: ['assets/blocks.js', 'assets/share.js'],
        }),
        chunk('assets/blocks.js'),
        // Lazy modules of a dependency or of a shared package are not the app's to name.
        chunk('assets/shared.js', { isDynamicEntry: true, facadeModuleId: '/shared/ui/src/index.ts' }),
        chunk('assets/dep.js', { isDynamicEntry: true, facadeModuleId: '/node_modules/dep/lazy.js' }),
      ),
      'build-1',
    );
    expect(manifest.lazy).toEqual({
      'content/articles/article-a': ['assets/article-a.js', 'assets/blocks.js'],
    });
  });
});
