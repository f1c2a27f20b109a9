import type { PhonePlans } from './numbering-plans';

/**
 * `#phone-plans` in a browser: the numbering plans download on demand (a phone field asks when it
 * shows), so a page with a form does not wait for 25 KB it needs only once a number is typed.
 * Until they have loaded, the phone schema checks the number's shape only; the api checks it all.
 */
let plans: PhonePlans | null = null;
let loading: Promise<void> | null = null;

export const phonePlans = (): PhonePlans | null => plans;

export function loadPhonePlans(): Promise<void> {
  loading ??= import('./numbering-plans').then(
    (module) => {
      plans = module.NUMBERING_PLANS;
    },
    (error: unknown) => {
      // A failed download (offline, a redeploy) is tried again by the next caller.
      loading = null;
      throw error;
    },
  );
  return loading;
}
