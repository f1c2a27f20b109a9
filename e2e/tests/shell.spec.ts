import type { Page } from '@playwright/test';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { withLeadPopupClosed } from '../support/lead-popup';
import { startCompositionServer, type CompositionServer } from '../support/release';
import { scrollSettled } from '../support/scroll';
import { ORIGINS } from '../support/servers';

test.describe('cookie banner', () => {
  test.use({ cookieChoice: null });

  test('I understand stores consent for 365 days and the banner stays away', async ({ page, context }) => {
    await page.goto('/aboutus');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toContainText('This website uses cookies to enhance the user experience.');
    await page.mouse.wheel(0, 2000);
    await expect(banner, 'scrolling is not consent').toBeVisible();
    await banner.getByRole('button', { name: 'I understand' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'CookieConsent');
    expect(cookie?.value).toBe('true');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expectHeading(page, 'About Us');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  test('Decline is remembered too, and the map stays unloaded until asked for', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Decline' }).click();
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')?.value).toBe('false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('iframe')).toHaveCount(0);
    await footer.getByRole('button', { name: 'Show map' }).click();
    await expect(footer.locator('iframe[title="Map of our office"]')).toHaveCount(1);
  });
});

test.describe('navbar', () => {
  test('menus open by keyboard, Escape closes the innermost and returns focus, a click outside closes', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Each menu is a native <details>: its summary toggles it and the browser reports its state.
    const toggle = (name: string) => nav.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });
    const isOpen = (name: string) => toggle(name).locator('xpath=..');
    const services = toggle('Services');
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(isOpen('Services')).toHaveJSProperty('open', true);
    await toggle('Assignment Assistance').click();
    const law = toggle('Law');
    await law.click();
    const topic = nav.getByRole('link', { name: /Contract Law/ });
    await expect(topic).toHaveAttribute('target', '_blank');
    await expect(topic).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(topic).toHaveAttribute('href', 'https://agency.example.com/services/law/contract-law');
    await expect(
      nav.locator('summary').filter({
        hasText: /^(Management|Finance|Engineering|Programming|Networking|Arts & Humanities|Science|Law)$/,
      }),
    ).toHaveCount(8);
    await expect(nav.getByRole('link', { name: /Study Abroad Guidance/ })).toHaveAttribute('target', '_blank');

    // One subject open at a time.
    await toggle('Finance').click();
    await expect(isOpen('Law')).toHaveJSProperty('open', false);
    await toggle('Law').click();
    await expect(isOpen('Finance')).toHaveJSProperty('open', false);

    await topic.focus();
    await page.keyboard.press('Escape');
    await expect(isOpen('Law')).toHaveJSProperty('open', false);
    await expect(law).toBeFocused();
    await expect(isOpen('Services')).toHaveJSProperty('open', true);

    await page.mouse.click(640, 600);
    await expect(isOpen('Services')).toHaveJSProperty('open', false);
  });

  test('Academic Tools lists every tool, closes Services, and navigates without a reload', async ({ page }) => {
    await page.goto('/aboutus');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav
      .locator('summary')
      .filter({ hasText: /^Services$/ })
      .click();
    await expect(nav.getByRole('link', { name: 'All writing services' })).toBeVisible();
    await nav
      .locator('summary')
      .filter({ hasText: /^Academic Tools$/ })
      .click();
    await expect(nav.getByRole('link', { name: 'All writing services' }), 'one menu open at a time').toBeHidden();
    for (const name of ['Grammar Checker', 'Plagiarism Checker', 'Paraphrasing Tool', 'Essay Typer', 'Essay Checker']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Essay Checker' }).click();
    await expectHeading(page, 'Essay Checker');
    await expect(page).toHaveURL('/essay-checker');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(nav.getByRole('link', { name: 'Grammar Checker' }), 'following a link closes the menu').toBeHidden();
  });

  test('on a phone the links slide in behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/aboutus');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const orderNow = page.getByRole('link', { name: 'Order Now' });
    await expect(orderNow).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(orderNow).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orderNow).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expectHeading(page, 'Academic Tips and Guides');
    await expect(orderNow).toBeHidden();
  });
});

test('back-to-top appears after 300 px and returns to the top', async ({ page }) => {
  await page.goto('/termsandconditions');
  await expectHeading(page, 'Terms and Conditions');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * Where a page opens (the rule in docs/product-rules.md, "Scroll position"): a new page at its top
 * or its #hash, Back and Forward where the visitor left it, never where a loading placeholder was
 * scrolled, and a scroll made on the page once it showed is never undone.
 */
test.describe('scroll position', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading…' });

  test('a new page starts at the top, and Back and Forward return to where the visitor was', async ({ page }) => {
    await page.goto('/termsandconditions');
    await expectHeading(page, 'Terms and Conditions');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);
    // The navbar is fixed, so following its link does not scroll this page first.
    await nav(page).getByRole('link', { name: 'Contact Us' }).click();
    await expectHeading(page, 'Contact Us');
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    await page.goBack();
    await expectHeading(page, 'Terms and Conditions');
    await expect.poll(() => scrollY(page)).toBe(1200);
    await page.goForward();
    await expectHeading(page, 'Contact Us');
    await expect.poll(() => scrollY(page)).toBe(300);
    await page.goBack();
    await expectHeading(page, 'Terms and Conditions');
    await expect.poll(() => scrollY(page)).toBe(1200);
    await page.reload();
    await expectHeading(page, 'Terms and Conditions');
    await expect.poll(() => scrollY(page), 'a reload returns to the same place').toBe(1200);
  });

  test('scrolling while a page loads does not leave the visitor at the footer once it arrives', async ({ page }) => {
    await withLeadPopupClosed(page);
    await page.goto('/');
    await expectHeading(page, 'Assignment Help from Subject Experts');
    // A slow network: the blog's code waits until the visitor has scrolled.
    const release = await holdRequests(page, `${ORIGINS.blog}/**`);
    await nav(page).getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(loading(page)).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    release();
    await expectHeading(page, 'Academic Tips and Guides');
    await expect(page.getByRole('heading', { level: 1 }), 'the blog opens at its top').toBeInViewport();
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  });

  test('a scroll made on the new page once it shows is never undone', async ({ page }) => {
    await page.goto('/aboutus');
    await expectHeading(page, 'About Us');
    const release = await holdRequests(page, `${ORIGINS.blog}/**`);
    await nav(page).getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(loading(page)).toBeAttached();
    await page.mouse.wheel(0, 600);
    release();
    await expectHeading(page, 'Academic Tips and Guides');
    await expect.poll(() => scrollY(page)).toBe(0);
    // Read on: the wheel over the page, then everything that could still move it has run.
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await scrollSettled(page);
    const readTo = await scrollY(page);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await scrollSettled(page);
    expect(await scrollY(page)).toBe(readTo);
  });

  test('a link to a section of another page opens that page at the section, not where its placeholder was scrolled', async ({
    page,
  }) => {
    await page.goto('/blog/mistake-avoid-assignment');
    await expectHeading(page, /Mistakes/i);
    // The linked article's text is slow to arrive (each article's text is a chunk of its own, named
    // after its module, content.ts; this page's text has arrived already).
    const release = await holdRequests(page, new RegExp(`^${ORIGINS.blog}/assets/content-[^/]+\\.js$`));
    const link = page.getByRole('link', { name: 'structuring an assignment' });
    await link.click();
    await expect(page).toHaveURL('/blog/academic-assignment-structure#intro');
    await expect(loading(page)).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    release();
    const section = page.getByRole('heading', { name: 'Step 3: Write an Introduction That Sets Up the Argument' });
    await expect(section).toBeInViewport();
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  });

  test('Back to a page whose code must load again returns to where the visitor left it', async ({ page }) => {
    // Read the terms half-way, go on to the blog, and reload there: the tab still knows where the
    // terms were left, but this document has not loaded their section.
    await page.goto('/blog');
    await expectHeading(page, 'Academic Tips and Guides');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expectHeading(page, 'Terms and Conditions');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);
    await nav(page).getByRole('link', { name: 'Blogs', exact: true }).click();
    await expectHeading(page, 'Academic Tips and Guides');
    const release = await holdRequests(page, `${ORIGINS.marketing}/**`);
    await page.reload();
    await expectHeading(page, 'Academic Tips and Guides');
    await page.goBack();
    await expect(loading(page)).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    release();
    await expectHeading(page, 'Terms and Conditions');
    await expect.poll(() => scrollY(page)).toBe(1200);
  });
});

test('the chat button opens the configured number in a new tab', async ({ page }) => {
  await page.goto('/services');
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/15550100199');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(chat).toHaveAttribute('target', '_blank');
});

test.describe('a broken config.json', () => {
  test.use({ expectedConsoleErrors: /status of 503/ });
  let server: CompositionServer | undefined;
  test.beforeAll(async () => {
    server = await startCompositionServer();
  });
  test.afterAll(() => server?.stop());

  test('gives every page an error page naming the bad field, and the site returns once it is fixed', async ({
    page,
  }) => {
    const good = server!.readConfig();
    server!.writeConfig({ ...good, endpoints: { ...good.endpoints, lead: 'not a url' } });
    const response = await page.goto(`${server!.origin}/`);
    expect(response?.status()).toBe(503);
    await expectHeading(page, 'The site is misconfigured');
    await expect(page.getByText('endpoints.lead', { exact: true })).toBeVisible();
    server!.writeConfig(good);
    await page.getByRole('link', { name: 'Reload' }).click();
    await expectHeading(page, 'Assignment Help from Subject Experts');
  });

  test('that is not JSON is reported, not a blank page', async ({ request }) => {
    const good = server!.readConfig();
    server!.writeConfig('{ oops');
    const response = await request.get(`${server!.origin}/blog`);
    expect(response.status()).toBe(503);
    const html = await response.text();
    expect(html).toContain('The site is misconfigured');
    expect(html).toContain('/config.json is not valid JSON');
    server!.writeConfig(good);
  });
});

test.describe('on a missing page', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('the shell frame passes axe', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectHeading(page, 'Page not found');
    await page
      .getByRole('navigation', { name: 'Main' })
      .locator('summary')
      .filter({ hasText: /^Services$/ })
      .click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the Content-Security-Policy', () => {
  test.use({ expectedConsoleErrors: /\[csp\] script-src|Content Security Policy/ });

  test('is sent with every page and blocks a script injected into it', async ({ page }) => {
    const response = await page.goto('/blog/write-with-ai');
    const policy = response?.headers()['content-security-policy'] ?? '';
    // One inline script is allowed, by its hash: the page's own bootstrap, which ran.
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' http:\/\/localhost:4174/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    expect(response?.headers()['strict-transport-security']).toContain('max-age=31536000');
    const violation = page.waitForEvent('console', (message) => message.text().startsWith('[csp] script-src'));
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, 'the injected script did not run').toBe(false);
    await violation;
  });
});

test('a page arrives with its styles inside: the first load asks for no stylesheet', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/blog/write-with-ai');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The shell's styles apply, and so do the blog's (an image is inline until they do).
  await expect(page.locator('body')).toHaveCSS('font-family', /^system-ui/);
  await expect(page.locator('article img').first()).toHaveCSS('display', 'block');
  expect(await page.locator('style[data-href]').count()).toBeGreaterThanOrEqual(3);
  expect(stylesheets).toEqual([]);
});
