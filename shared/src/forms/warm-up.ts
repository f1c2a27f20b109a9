/**
 * Fetches and runs a form's code before the visitor needs it, one piece per task. Run together
 * when a form first shows, the libraries every form uses (zod, and the phone-number metadata)
 * and the form's own modules made one long task: about 100 ms on a mid-range phone, for the lead
 * popup that opens by itself. This module imports neither statically, so a page that imports it
 * pays for nothing until it calls.
 *
 * Each library is loaded for one name the forms use, destructured: the bundler then keeps the
 * library as tree-shaken as the forms have it (a whole-namespace import added 300 KB of zod).
 * Loading that name runs the library's whole chunk.
 */
const FORM_LIBRARIES = [
  async () => {
    const { string } = await import('zod');
    return string;
  },
  async () => {
    const { isValidPhoneNumber } = await import('libphonenumber-js/min');
    return isValidPhoneNumber;
  },
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Never rejects: a piece that fails to load fails again, and shows, when the form loads it. */
export async function warmUpForm(loadForm: () => Promise<unknown>): Promise<void> {
  for (const load of [...FORM_LIBRARIES, loadForm]) {
    await load().catch(() => {});
    await nextTask();
  }
}
