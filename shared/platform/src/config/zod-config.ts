import * as z from 'zod/mini';

// zod probes `new Function` to compile fast parsers. A strict Content-Security-Policy blocks it and
// reports a violation even though zod catches the failure, so the site parses without compiling.
// The setting lives on globalThis, so it holds for every section's own copy of zod too; @shared/platform/core
// loads before any of them parses anything.
z.config({ jitless: true });
