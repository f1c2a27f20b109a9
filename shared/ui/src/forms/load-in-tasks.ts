/**
 * Loads a form's code a piece per task: first zod (`zod/mini`, which the forms' schemas are written
 * with), then the form's own modules (with the phone-number metadata). Run together, as one import, they made one long task:
 * about 100 ms on Lighthouse's mobile profile when the lead popup opens by itself. This module
 * does not import zod statically, so a page that imports it pays for nothing until it calls.
 *
 * zod is loaded for one name the forms use, destructured: the bundler then keeps it as
 * tree-shaken as the forms have it (a whole-namespace import added 300 KB). Loading that name runs
 * zod's whole chunk. The phone-number library is not loaded on its own: a dynamic import of it
 * made the bundler move the home page's styles into a chunk of their own, one more request on
 * the home page's first load.
 */
const FORM_LIBRARIES = [
  async () => {
    const { string } = await import('./zod-mini-string');
    return string;
  },
];

// The shell's bootstrap has the same one-liner. Sharing it through @shared/platform/core is not worth it:
// importing @shared/platform/core from here put the section's own copy of it, and zod, into the home page's
// first load (27 requests and 186 KB of JavaScript, over both budgets).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * `loadForm`'s result, once each library has run in a task of its own. A library that fails to
 * load is left to the form's own import, which then fails with it.
 */
export async function loadFormInTasks<T>(loadForm: () => Promise<T>): Promise<T> {
  for (const load of FORM_LIBRARIES) {
    await load().catch(() => {});
    await nextTask();
  }
  return loadForm();
}
