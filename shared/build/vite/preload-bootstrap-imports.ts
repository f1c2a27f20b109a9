import { dirname, posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The shell's page script is federation's bootstrap, which imports its modules lazily but always,
 * one after another (the host's init, the shares waiting for it, the app). Vite preloads only
 * static imports, so the last of them were found a round trip or two late on a phone: this adds a
 * modulepreload for each of the bootstrap's imports that index.html does not preload yet. The
 * bootstrap is text the federation plugin writes once the bundle is done, so this runs after it
 * and reads its `__mfImport("./file.js")` calls; a bootstrap written otherwise gets no preloads.
 */
export function preloadBootstrapImports(): Plugin {
  return {
    name: 'site:preload-bootstrap-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = String(page.source);
        const preloaded = new Set(
          [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!),
        );
        const imports = [...html.matchAll(/<script\b[^>]*type="module"[^>]*src="\/([^"]+)"/g)].flatMap((match) => {
          const file = match[1]!;
          const output = bundle[file];
          const source = output?.type === 'asset' ? String(output.source) : output?.type === 'chunk' ? output.code : '';
          return [...source.matchAll(/__mfImport\("(\.\/[^"]+\.js)"\)/g)].map((call) =>
            posix.join(dirname(file), call[1]!),
          );
        });
        const links = imports
          .filter((file) => bundle[file] && !preloaded.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        page.source = html.replace('</head>', `${links.join('')}</head>`);
      },
    },
  };
}
