import type { Page } from '@playwright/test';
import { routesOf, routeAt } from '../../support/site-routes';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { showHomeBelowFold } from '../../support/scroll';
import { storedSubmissions } from '../../support/stored';

// mfe-marketing served alone (its own index.html and bare router, no shell): the parts that need
// nothing from the shell, including real submissions to the api.

const HOME_HEADING = routeAt('/')?.heading ?? '';
const ACCOUNTS_CLOSED = 'Student accounts are not open yet. To place an order use Order Now, or contact us.';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const leadDialog = (page: Page) => page.getByRole('dialog', { name: 'Get a Free Quote' });

async function openHome(page: Page) {
  await page.goto('/');
  await expectHeading(page, HOME_HEADING);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const dialog = leadDialog(page);
  await expect(dialog).toBeVisible({ timeout: 6_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('forms', () => {
  test('the lead popup opens by itself, validates, and a real submission is stored', async ({ page, request }) => {
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible({ timeout: 6_000 });
    await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(dialog.getByRole('combobox', { name: 'Assignment type' })).toHaveAccessibleDescription(
      'Please choose an assignment type.',
    );

    const email = uniqueEmail('standalone-lead');
    await name.fill('Kofi Mensah');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('415 555 0142');
    await dialog.getByRole('combobox', { name: 'Assignment type' }).selectOption('case-study');
    await dialog.getByRole('checkbox', { name: /I agree/ }).check();
    await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
    const thanks = 'Thank you for registering! We will get in touch soon.';
    await expect(dialog.getByRole('status').filter({ hasText: thanks })).toHaveText(thanks);
    await expect(dialog).toBeHidden({ timeout: 5_000 });

    const stored = (await storedSubmissions(request, 'lead')).find((payload) => payload.email === email);
    expect(stored).toEqual({
      name: 'Kofi Mensah',
      email,
      phone: '+14155550142',
      assignmentType: 'case-study',
      message: '',
      acceptTerms: 'accepted',
    });
  });

  test('the contact form validates, sends for real, confirms, resets and is stored', async ({ page, request }) => {
    await page.goto('/contactus');
    await expectHeading(page, 'Contact Us');
    const name = page.getByRole('textbox', { name: 'Name' });
    const emailField = page.getByRole('textbox', { name: 'Email' });
    const phone = page.getByRole('textbox', { name: 'Phone' });
    const message = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(phone).toHaveAccessibleDescription('Please enter your phone number.');
    await expect(message).toHaveAccessibleDescription('Please enter a message.');
    await expect(name).toBeFocused();
    await name.fill('Lena Vogel');
    await emailField.fill('lena@example');
    await phone.fill('+91 91234 56789');
    await message.fill('Do you proofread lab reports?');
    await send.click();
    await expect(emailField).toHaveAccessibleDescription('Please enter a valid email address.');

    const email = uniqueEmail('standalone-contact');
    await emailField.fill(email);
    await send.click();
    const sent = 'Message Sent Successfully!';
    await expect(page.getByRole('status').filter({ hasText: sent })).toHaveText(sent);
    for (const field of [name, emailField, phone, message]) await expect(field).toHaveValue('');

    const stored = (await storedSubmissions(request, 'contact')).filter((payload) => payload.email === email);
    expect(stored).toEqual([
      { name: 'Lena Vogel', email, phone: '+919123456789', message: 'Do you proofread lab reports?' },
    ]);
  });

  test('login and register validate, then show the accounts notice with its links', async ({ page }) => {
    await page.goto('/login');
    await expectHeading(page, 'Log In');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Please enter your password.');
    await page.getByRole('textbox', { name: 'Email' }).fill('lena@example.com');
    await page.getByLabel(/^Password/).fill('any password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNTS_CLOSED })).toHaveText(ACCOUNTS_CLOSED);

    await page.goto('/register');
    await expectHeading(page, 'Create an Account');
    await page.getByRole('textbox', { name: 'Name' }).fill('Lena Vogel');
    await page.getByRole('textbox', { name: 'Email' }).fill('lena@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+91 91234 56789');
    await page.getByLabel(/^Password/).fill('long enough');
    await page.getByLabel('Confirm password').fill('long enougH');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
    await expect(page.getByRole('status').filter({ hasText: ACCOUNTS_CLOSED })).toHaveCount(0);
    await page.getByLabel('Confirm password').fill('long enough');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const notice = page.getByRole('status').filter({ hasText: ACCOUNTS_CLOSED });
    await expect(notice).toHaveText(ACCOUNTS_CLOSED);
    await expect(notice.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
    await expect(notice.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contactus');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log In');
  });
});

test.describe('interactive parts', () => {
  test('the showcase tabs start on essays and follow the arrow keys', async ({ page }) => {
    await openHome(page);
    await showHomeBelowFold(page);
    const tablist = page.getByRole('tablist', { name: 'Types of work' });
    await expect(tablist.getByRole('tab')).toHaveCount(5);
    const essays = tablist.getByRole('tab', { name: 'Essay Writing' });
    await expect(essays).toHaveAttribute('aria-selected', 'true');
    await essays.focus();
    await page.keyboard.press('ArrowLeft');
    const dissertation = tablist.getByRole('tab', { name: 'Dissertation' });
    await expect(dissertation).toBeFocused();
    await expect(dissertation).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Dissertation' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(essays).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Essay Writing' })).toBeVisible();
  });

  test('home FAQ items open independently', async ({ page }) => {
    await openHome(page);
    await showHomeBelowFold(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    // Native <details>: the summary toggles each answer.
    const questions = faq.locator('summary');
    await questions.nth(2).click();
    await questions.nth(4).click();
    await expect(faq.getByRole('region')).toHaveCount(2);
    await questions.nth(2).click();
    await expect(faq.locator('details').nth(4)).toHaveJSProperty('open', true);
    await expect(faq.getByRole('region')).toHaveCount(1);
  });

  test('services: one card’s details at a time, and an FAQ accordion with at most one open', async ({ page }) => {
    await page.goto('/services');
    await expectHeading(page, 'Professional Writing & Design Services');
    const thesis = page.getByRole('button', { name: /about Thesis Writing$/ });
    const essay = page.getByRole('button', { name: /about Essay Writing$/ });
    await thesis.click();
    await essay.click();
    await expect(essay).toHaveAttribute('aria-expanded', 'true');
    await expect(thesis).toHaveAttribute('aria-expanded', 'false');
    await essay.click();
    await expect(page.getByRole('button', { name: /^Hide Details about/ })).toHaveCount(0);

    const faq = page.getByRole('region', { name: 'Services FAQ' });
    const questions = faq.locator('summary');
    await questions.nth(1).click();
    await questions.nth(5).click();
    await expect(faq.locator('details').nth(1)).toHaveJSProperty('open', false);
    await expect(faq.getByRole('region')).toHaveCount(1);
  });
});

test.describe('accessibility', () => {
  for (const { path, heading } of routesOf('marketing')) {
    test(`${path} alone has no serious axe violations`, async ({ page }) => {
      if (path === '/') {
        await openHome(page);
        await showHomeBelowFold(page);
      } else {
        await page.goto(path);
        await expectHeading(page, heading ?? '');
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});
