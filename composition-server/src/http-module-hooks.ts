/**
 * Node module hooks (`module.register`) that let the composition server import a section's server
 * entry by URL: `http(s):` modules are fetched; their relative imports stay on the section's
 * origin (so `import.meta.url` and asset URLs are the ones the browser sees) and carry the
 * entry's query (`?build=<id>`), so each build is a module graph of its own; bare imports of the
 * singletons resolve to the server's own copies, one React and one `@shared/platform/core` per server.
 * Node runs these hooks off the main thread; `initialize` receives their settings.
 * A module is fetched only over https (or from this machine), and code fetched so imports by URL
 * only from its own origin (code-origin.ts).
 */
import { codeUrlProblem, crossOriginProblem } from './code-origin';
import { fetchFailure } from './fetch-failure';

interface HookData {
  /** `@shared/platform/core` and `@shared/platform/router`: the server's own emitted files. */
  singletons: Record<string, string>;
  /** Where other bare imports (react, zustand) resolve from: the server's entry file. */
  base: string;
  /** Cut-off for fetching one module. */
  timeoutMs: number;
}

interface ResolveContext {
  parentURL?: string;
  conditions: string[];
  importAttributes: Record<string, string>;
}
type NextResolve = (specifier: string, context: ResolveContext) => Promise<{ url: string }>;
type NextLoad = (url: string, context: unknown) => Promise<unknown>;

let settings: HookData = { singletons: {}, base: '', timeoutMs: 5000 };

const isHttp = (url: string | undefined): url is string => !!url && /^https?:\/\//.test(url);

export function initialize(data: HookData): void {
  settings = data;
}

export async function resolve(specifier: string, context: ResolveContext, next: NextResolve) {
  if (isHttp(specifier)) {
    const refused = isHttp(context.parentURL) ? crossOriginProblem(specifier, context.parentURL) : null;
    if (refused) throw new Error(`${specifier} is not imported: ${refused}`);
    return { url: specifier, shortCircuit: true };
  }
  if (!isHttp(context.parentURL)) return next(specifier, context);
  const singleton = settings.singletons[specifier];
  if (singleton) return { url: singleton, shortCircuit: true };
  if (/^\.{0,2}\//.test(specifier)) {
    const parent = new URL(context.parentURL);
    const url = new URL(specifier, parent);
    // `//host/x.js` is relative too, and names another origin.
    const refused = crossOriginProblem(url, parent);
    if (refused) throw new Error(`${specifier} is not imported: ${refused}`);
    url.search = parent.search;
    return { url: url.href, shortCircuit: true };
  }
  return next(specifier, { ...context, parentURL: settings.base });
}

export async function load(url: string, context: unknown, next: NextLoad) {
  if (!isHttp(url)) return next(url, context);
  const refused = codeUrlProblem(url);
  if (refused) throw new Error(`${url} is not loaded: ${refused}`);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    throw new Error(`${url} could not be reached (${fetchFailure(error)})`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { format: 'module', source: await response.text(), shortCircuit: true };
}
