import type { Page } from '@playwright/test';
import { captchaAnswer } from '../support/captcha';
import { expect, expectHeading, test } from '../support/fixtures';

/**
 * On a 390 px phone, the chat and back-to-top buttons cover no control: every visible button,
 * link and field in the page's main part is brought into view (the nearest scroll, and with its
 * bottom at the viewport's end), then what a tap near its corners and centre reaches is checked.
 * The pages are those where the chat button once sat over a control. They sit in the navbar's
 * band, which the page keeps for the navbar: the wizard's Next is checked at every scroll position.
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
    .fill('Students often struggle to manage their time, and a simple plan helps them finish their essays.');
  await page.getByRole('button', { name: 'Paraphrase' }).click();
  await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
});

/**
 * Scrolls the page through every position, 8 px at a time, and at each one where the control
 * shows below the navbar, finds what a tap at its centre and near each corner reaches. Returns
 * the positions where that is not the control, with what it was.
 */
async function coveredWhileScrolling(page: Page, name: string): Promise<string[]> {
  return page.evaluate((label) => {
    const control = [...document.querySelectorAll<HTMLElement>('main button')].find(
      (button) => button.textContent?.trim() === label,
    );
    if (!control) return [`no button "${label}"`];
    const navbarBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    const last = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= last + 8; y += 8) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const box = control.getBoundingClientRect();
      if (box.top < navbarBottom || box.bottom > window.innerHeight) continue;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 3, box.top + 3],
        [box.right - 3, box.top + 3],
        [box.left + 3, box.bottom - 3],
        [box.right - 3, box.bottom - 3],
      ] as const;
      for (const [x, pointY] of points) {
        const hit = document.elementFromPoint(x, pointY);
        if (!hit || !(hit === control || control.contains(hit))) {
          covered.push(
            `at ${window.scrollY} px, (${Math.round(x)}, ${Math.round(pointY)}) is under ${hit?.outerHTML.slice(0, 80)}`,
          );
          break;
        }
      }
    }
    return covered;
  }, name);
}

for (const [step, fill] of [
  ['order details', null],
  ['task details', 'detailsDone'],
] as const) {
  test(`the wizard’s Next on the ${step} step is never under a floating button, at any scroll position`, async ({
    page,
  }) => {
    await page.goto('/checkout/order-details');
    await expectHeading(page, 'Order Details');
    if (fill === 'detailsDone') {
      await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Essay');
      await page.getByRole('combobox', { name: 'Subject' }).selectOption('Law');
      await page.getByLabel('Due date').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
      await page.getByRole('button', { name: 'Next' }).click();
      await expectHeading(page, 'Task Details');
    }
    // The back-to-top button shows once the page is scrolled; the chat button always.
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    expect(await coveredWhileScrolling(page, 'Next')).toEqual([]);
  });
}
