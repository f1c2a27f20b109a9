import type { Page } from '@playwright/test';

/**
 * The home page's lead popup as closed earlier in this session, for a test about something else:
 * the popup opens 2 s after the home page loads (later once the visitor has been still for a
 * second), and on a busy machine a test's next click may come after that, on its backdrop.
 * The popup's own tests (marketing.spec.ts, journey.spec.ts) leave it be.
 */
export async function withLeadPopupClosed(page: Page): Promise<void> {
  // The key the popup remembers a close under (mfe-marketing's lead-popup/auto-open.ts).
  await page.addInitScript(() => sessionStorage.setItem('marketing:lead-popup', 'dismissed'));
}
