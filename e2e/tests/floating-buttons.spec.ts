import type { Page } from '@playwright/test';
import { captchaAnswer } from '../support/captcha';
import { expect, expectHeading, test } from '../support/fixtures';

/**
 * On a 390 px phone, the chat and back-to-top buttons cover no control: every visible button,
 * link and field in the page's main part is brought into view (the nearest scroll, and with its
 * bottom at the viewport's end), then what a tap near its corners and centre reaches is checked.
 * The pages are those where the chat button once sat over a control.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The controls a floating button covers at some scroll, described for the failure message. */
async function coveredControls(page: Page): Promise<string[]> {
  await expect(page.getByRole('link', { name: /^Chat with us on WhatsApp/ })).toBeVisible();
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main input, main select, main textarea, main a, main [role="tab"]',
    );
    for (const control of controls) {
      if (!control.offsetParent) continue;
      for (const block of ['nearest', 'end'] as const) {
        control.scrollIntoView({ block, behavior: 'instant' });
        const box = control.getBoundingClientRect();
        const points = [
          [box.right - 3, box.bottom - 3],
          [box.right - 3, box.top + 3],
          [box.left + box.width / 2, box.top + box.height / 2],
        ] as const;
        const floating = points
          .map(([x, y]) => document.elementFromPoint(x, y))
          .find((hit) => hit && !control.contains(hit) && hit.closest('[class*="chat"], [class*="backToTop"]'));
        if (floating) {
          const name = (control.textContent || control.getAttribute('name') || control.tagName).trim().slice(0, 40);
          covered.push(`${control.tagName.toLowerCase()} "${name}" (scrolled to ${block})`);
          break;
        }
      }
    }
    return covered;
  });
}

test('the order wizard’s first two steps, filled in', async ({ page }) => {
  await page.goto('/order');
  await expectHeading(page, 'Start Your Order');
  await page.getByRole('textbox', { name: 'Name' }).fill('Floating Check');
  await page.getByRole('textbox', { name: 'Email' }).fill('floating@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  expect(await coveredControls(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Order Details');
  expect(await coveredControls(page)).toEqual([]);
});

test('the samples filters and the paraphraser’s result', async ({ page }) => {
  await page.goto('/samples');
  await expectHeading(page, /Samples/);
  expect(await coveredControls(page)).toEqual([]);
  await page.goto('/paraphrasing-tool');
  await expectHeading(page, /Paraphras/);
  await page
    .getByRole('textbox')
    .first()
    .fill('The quick brown fox jumps over the lazy dog. It was a happy day for everyone in the study.');
  await page.getByRole('button', { name: 'Paraphrase' }).click();
  await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
});
