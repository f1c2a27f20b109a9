import type { Locator, Page } from '@playwright/test';
import { ARTICLES, routesOf, resolvePath, routeAt } from '../support/site-routes';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { withLeadPopupClosed } from '../support/lead-popup';
import { showHomeBelowFold } from '../support/scroll';
import { storedSubmissions } from '../support/stored';

// The marketing section inside the composed site: home, services, contact, legal and auth pages.

// Its tests share nothing but the site: they spread over the workers one by one, so a long file
// does not keep one worker busy at the end of the run while the others idle.
test.describe.configure({ mode: 'parallel' });

const LEAD_SUCCESS = 'Thank you for registering! We will get in touch soon.';
const LEAD_ERROR = 'There was an error submitting your form. Please try again.';
const CONTACT_SUCCESS = 'Message Sent Successfully!';
const CONTACT_HTTP_ERROR = 'Failed to send message. Please try again later.';
const CONTACT_NETWORK_ERROR = 'An error occurred. Please try again later.';
const ACCOUNTS_CLOSED = 'Student accounts are not open yet. To place an order use Order Now, or contact us.';

const MARKETING_PATHS = routesOf('marketing').map((entry) => entry.path);
/** The product rule (docs/product-rules.md): the home page's tips strip shows the first four articles. */
const TIPS_SHOWN = 4;
const HOME_HEADING = routeAt('/')?.heading ?? '';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

// The click-to-chat links leave the machine; a test that follows one only checks where it points.
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) => route.abort('blockedbyclient'));
});

const leadDialog = (page: Page) => page.getByRole('dialog', { name: 'Get a Free Quote' });

/** Opens the home page and closes the lead popup that opens by itself, so it covers nothing. */
async function openHome(page: Page) {
  await page.goto('/');
  await expectHeading(page, HOME_HEADING);
  const dialog = leadDialog(page);
  await expect(dialog).toBeVisible({ timeout: 6_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

async function fillLeadForm(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('202 555 0123');
  await dialog.getByRole('combobox', { name: 'Assignment type' }).selectOption('report');
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('A marketing report, 2000 words.');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
}

/**
 * Resolves once the page has run the tasks already queued (React renders a state update in a task
 * its scheduler posts through a MessageChannel, which the test's clock does not hold back), so a
 * popup that a timer wrongly opened is on the page before the test says it is not.
 */
async function afterPageTasks(page: Page) {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

test.describe('lead popup', () => {
  test('never opens while the visitor fills in the price calculator, nor within 10 s of their last edit', async ({
    page,
  }) => {
    // The page's clock is the test's: the popup's waits pass when the test says so, so a busy
    // machine can neither open it late nor make an early opening look on time.
    await page.clock.install();
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    // Straight to the calculator, scrolling all the way (the popup waits while the visitor acts).
    await page.getByRole('heading', { name: 'Instant Price Quote' }).scrollIntoViewIfNeeded();
    const quote = page.getByRole('form', { name: 'Price calculator' });
    const words = quote.getByRole('textbox', { name: 'Word count' });
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 1);
          return words.isVisible();
        },
        { intervals: [300], timeout: 20_000 },
      )
      .toBe(true);
    await expect(leadDialog(page)).toHaveCount(0);
    // From the first keystroke, time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await words.focus();
    await words.pressSequentially('2,000');
    // Its field keeps the focus: well past the popup's 2 s, and a still second, nothing opens.
    await page.clock.fastForward(5_000);
    await afterPageTasks(page);
    await expect(leadDialog(page)).toHaveCount(0);
    // The visitor looks at the price (the field loses the focus): still nothing just before 10 s
    // after the edit…
    await words.evaluate((field) => field.blur());
    await page.clock.fastForward(4_800);
    await afterPageTasks(page);
    await expect(leadDialog(page)).toHaveCount(0);
    // …and it opens once they are over.
    await page.clock.fastForward(400);
    await page.clock.resume();
    await expect(leadDialog(page)).toBeVisible();
    await expect(words).toHaveValue('2,000');
  });

  test('on a phone, opening by itself, covers at most a third of the screen, and opens the form when asked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible({ timeout: 6_000 });
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 / 3);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Fill in the form' }).click();
    await expect(leadDialog(page).getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(leadDialog(page)).toContainText('Get a Free Quote');
  });

  test('opens by itself about 2 s after the home page shows, not before', async ({ page }) => {
    await page.goto('/');
    // Timed inside the page, frame by frame, from the moment the home heading appears.
    await page.waitForFunction(
      (heading) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading),
      HOME_HEADING,
      { polling: 'raf' },
    );
    const headingAt = await page.evaluate(() => performance.now());
    await expect(leadDialog(page)).toBeHidden();
    await page.waitForFunction(() => document.querySelector('[role="dialog"]'), null, {
      polling: 'raf',
      timeout: 6_000,
    });
    const dialogAt = await page.evaluate(() => performance.now());
    const delay = dialogAt - headingAt;
    expect(delay).toBeGreaterThan(1_500);
    expect(delay).toBeLessThan(3_500);
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('Get a Free Quote');
  });

  test('closes with its close button and with Escape; the hero Get Quote opens it and the chat', async ({
    page,
    context,
  }) => {
    await openHome(page);
    const getQuote = page.getByRole('link', { name: 'Get Quote' });
    await expect(getQuote).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    await expect(getQuote).toHaveAttribute('target', '_blank');
    await expect(getQuote).toHaveAttribute('rel', 'noopener noreferrer');

    const chatTab = context.waitForEvent('page');
    const chatRequest = context.waitForEvent('request', (request) => request.url().startsWith('https://wa.me/'));
    await getQuote.click();
    expect((await chatRequest).url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await (await chatTab).close();
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(getQuote, 'focus goes back to the button that opened it').toBeFocused();

    const secondTab = context.waitForEvent('page');
    await getQuote.click();
    await (await secondTab).close();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a real submission thanks the visitor, hides after 3 s and is stored', async ({ page, request }) => {
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible({ timeout: 6_000 });
    const email = uniqueEmail('lead');
    await fillLeadForm(dialog, email);
    // Timed in the page, from the frame the thank-you shows to the frame the popup is gone: the
    // test's own view of the page lags behind it by however busy the machine is.
    const shown = page.evaluate(
      (success) =>
        new Promise<number>((resolve) => {
          let thankedAt: number | null = null;
          const frame = () => {
            const dialog = document.querySelector('[role="dialog"]');
            if (thankedAt === null && dialog?.textContent?.includes(success)) thankedAt = performance.now();
            if (thankedAt !== null && !dialog) resolve(performance.now() - thankedAt);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      LEAD_SUCCESS,
    );
    await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: LEAD_SUCCESS })).toHaveText(LEAD_SUCCESS);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    await expect(dialog).toBeHidden();
    const thankYouMs = await shown;
    expect(thankYouMs, 'the thank-you stays for 3 s').toBeGreaterThanOrEqual(2_950);
    expect(thankYouMs, 'and then goes').toBeLessThan(6_000);

    const stored = (await storedSubmissions(request, 'lead')).find((payload) => payload.email === email);
    expect(stored).toEqual({
      name: 'Asha Rao',
      email,
      phone: '+12025550123',
      assignmentType: 'report',
      message: 'A marketing report, 2000 words.',
      acceptTerms: 'accepted',
    });
  });

  test('a server error shows the message and keeps everything typed', async ({ page, request }) => {
    await page.route('**/f/lead', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal error', errors: [] } }),
    );
    await page.goto('/');
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible({ timeout: 8_000 });
    const email = uniqueEmail('lead-500');
    await fillLeadForm(dialog, email);
    await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(LEAD_ERROR);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('202 555 0123');
    await expect(dialog.getByRole('combobox', { name: 'Assignment type' })).toHaveValue('report');
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
    expect((await storedSubmissions(request, 'lead')).some((payload) => payload.email === email)).toBe(false);
  });

  test('validates in the page before sending', async ({ page }) => {
    await page.goto('/');
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible({ timeout: 8_000 });
    await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(name).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please accept the terms to continue.',
    );
  });
});

test.describe('contact form', () => {
  const form = (page: Page) => ({
    name: page.getByRole('textbox', { name: 'Name' }),
    email: page.getByRole('textbox', { name: 'Email' }),
    phone: page.getByRole('textbox', { name: 'Phone' }),
    message: page.getByRole('textbox', { name: 'Message' }),
  });

  async function openAndFill(page: Page, email: string) {
    await page.goto('/contactus');
    await expectHeading(page, 'Contact Us');
    const fields = form(page);
    await fields.name.fill('Ravi Kumar');
    await fields.email.fill(email);
    await fields.phone.fill('+91 98765 43210');
    await fields.message.fill('Can you help with my MBA dissertation on supply chains?');
    return fields;
  }

  async function expectKept(page: Page, email: string) {
    const fields = form(page);
    await expect(fields.name).toHaveValue('Ravi Kumar');
    await expect(fields.email).toHaveValue(email);
    await expect(fields.phone).toHaveValue('9876543210');
    await expect(fields.message).toHaveValue('Can you help with my MBA dissertation on supply chains?');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  }

  test("reads 'Sending...' while sending, then confirms, resets and the message is stored", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('contact');
    const fields = await openAndFill(page, email);
    // Hold the real request until the busy state has been seen, then let it through unchanged.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/f/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: CONTACT_SUCCESS })).toHaveText(CONTACT_SUCCESS);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');

    const stored = (await storedSubmissions(request, 'contact')).filter((payload) => payload.email === email);
    expect(stored).toEqual([
      {
        name: 'Ravi Kumar',
        email,
        phone: '+919876543210',
        message: 'Can you help with my MBA dissertation on supply chains?',
      },
    ]);
  });

  test('a server error says so and keeps the input', async ({ page }) => {
    const email = uniqueEmail('contact-500');
    await openAndFill(page, email);
    await page.route('**/f/contact', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_HTTP_ERROR })).toHaveText(CONTACT_HTTP_ERROR);
    await expectKept(page, email);
  });

  test('a network failure says so and keeps the input', async ({ page }) => {
    const email = uniqueEmail('contact-offline');
    await openAndFill(page, email);
    await page.route('**/f/contact', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_NETWORK_ERROR })).toHaveText(CONTACT_NETWORK_ERROR);
    await expectKept(page, email);
  });

  test('each empty field and a bad email get their own message', async ({ page }) => {
    await page.goto('/contactus');
    await expectHeading(page, 'Contact Us');
    const fields = form(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(fields.name).toHaveAccessibleDescription('Please enter your name.');
    await expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(fields.phone).toHaveAccessibleDescription('Please enter your phone number.');
    await expect(fields.message).toHaveAccessibleDescription('Please enter a message.');
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.name).toBeFocused();

    await fields.name.fill('Ravi Kumar');
    await fields.email.fill('ravi@example');
    await fields.phone.fill('+91 98765 43210');
    await fields.message.fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(fields.email).toBeFocused();
    await expect(fields.name).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('status').filter({ hasText: CONTACT_SUCCESS })).toHaveCount(0);
  });

  test('a number no country has, sent before the numbering plans have arrived, waits for them and is refused', async ({
    page,
  }) => {
    // The plans load on demand once the form shows; here they arrive only after the form was sent.
    const plansArrive = await holdRequests(page, /\/phone-numbers-[^/]*\.js$/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const fields = await openAndFill(page, uniqueEmail('contact-plans'));
    // "+1 0000" has the shape of a number but fits no country's plan.
    await fields.phone.fill('+1 0000');
    await page.getByRole('button', { name: 'Send Message' }).click();
    plansArrive();
    await expect(fields.phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(fields.phone).toBeFocused();
    expect(posts).toEqual([]);
  });
});

test.describe('disclosures', () => {
  test('home FAQ items open independently', async ({ page }) => {
    await openHome(page);
    await showHomeBelowFold(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    // Each question is a native <details>: the summary toggles it, the browser reports its state.
    const items = faq.locator('details');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(6);
    const [first, second] = [questions.nth(0), questions.nth(1)];
    await first.click();
    await second.click();
    await expect(items.nth(0)).toHaveJSProperty('open', true);
    await expect(items.nth(1)).toHaveJSProperty('open', true);
    await expect(faq.getByRole('region')).toHaveCount(2);
    await first.click();
    await expect(items.nth(0)).toHaveJSProperty('open', false);
    await expect(items.nth(1)).toHaveJSProperty('open', true);
    await expect(faq.getByRole('region', { name: (await second.textContent()) ?? '' })).toBeVisible();
  });

  test('services cards show one card’s details at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/services');
    await expectHeading(page, 'Professional Writing & Design Services');
    const dissertation = page.getByRole('button', { name: /about Dissertation Writing$/ });
    const report = page.getByRole('button', { name: /about Report Writing$/ });
    await expect(page.getByRole('button', { name: /^Read More about/ })).toHaveCount(5);

    await dissertation.click();
    await expect(dissertation).toHaveAttribute('aria-expanded', 'true');
    await expect(dissertation).toHaveAccessibleName('Hide Details about Dissertation Writing');
    // The details are the only list on a card.
    const dissertationDetails = page.getByRole('article', { name: 'Dissertation Writing' }).getByRole('list');
    await expect(dissertationDetails).toBeVisible();

    await report.click();
    await expect(report).toHaveAttribute('aria-expanded', 'true');
    await expect(dissertation).toHaveAttribute('aria-expanded', 'false');
    await expect(dissertationDetails).toBeHidden();
    await expect(page.getByRole('button', { name: /^Hide Details about/ })).toHaveCount(1);

    await report.click();
    await expect(report).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: /^Hide Details about/ })).toHaveCount(0);
  });

  test('services FAQ is an accordion with at most one answer open', async ({ page }) => {
    await page.goto('/services');
    await expectHeading(page, 'Professional Writing & Design Services');
    const faq = page.getByRole('region', { name: 'Services FAQ' });
    const items = faq.locator('details');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(8);
    await questions.nth(0).click();
    await expect(items.nth(0)).toHaveJSProperty('open', true);
    await questions.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(3)).toHaveJSProperty('open', true);
    await expect(items.nth(0)).toHaveJSProperty('open', false);
    await expect(faq.getByRole('region')).toHaveCount(1);
    await questions.nth(3).click();
    await expect(faq.getByRole('region')).toHaveCount(0);
  });
});

test.describe('home widgets', () => {
  test('a card below the viewport waits hidden and fades in when scrolled to; the hero never hides', async ({
    page,
  }) => {
    await openHome(page);
    const opacity = (locator: Locator) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));
    const hero = page.getByRole('heading', { level: 1, name: HOME_HEADING });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Connect' }) });
    await expect(card).not.toBeInViewport();
    expect(await opacity(card)).toBe(0);
    expect(await opacity(hero)).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(card)).toBe(1);
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await card.scrollIntoViewIfNeeded();
    expect(await opacity(card)).toBe(1);
  });

  test("the tips strip shows the blog's first articles, each with the drawing the blog sends with it", async ({
    page,
  }) => {
    await withLeadPopupClosed(page);
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    const cards = page.getByRole('region', { name: 'Latest Academic Tips' }).getByRole('article');
    const shown = ARTICLES.slice(0, TIPS_SHOWN);
    await expect(cards).toHaveCount(shown.length);
    for (const [index, article] of shown.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3, name: article.title })).toBeAttached();
      await expect(card.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/blog/${article.slug}`);
      const picture = card.locator('svg');
      const colours = await picture
        .locator('stop')
        .evaluateAll((stops) => stops.map((stop) => stop.getAttribute('stop-color')));
      expect(colours, article.slug).toEqual([article.tile.from, article.tile.to]);
      await expect(picture.locator('g > *')).toHaveCount(article.tile.shapes.length);
    }
  });

  test('the showcase starts on essays and arrow keys move between five tabs', async ({ page }) => {
    await openHome(page);
    await showHomeBelowFold(page);
    const tablist = page.getByRole('tablist', { name: 'Types of work' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText([
      'Essay Writing',
      'Report',
      'Thesis',
      'Poster Design and other projects',
      'Dissertation',
    ]);
    const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
    const expectSelected = async (name: string) => {
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(name)).toHaveAttribute('tabindex', '0');
      await expect(tab(name)).toBeFocused();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(tablist.getByRole('tab', { selected: true })).toHaveCount(1);
    };
    await expect(tab('Essay Writing')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Essay Writing' })).toBeVisible();
    await expect(tab('Report')).toHaveAttribute('tabindex', '-1');

    await tab('Essay Writing').focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected('Report');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('Dissertation');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Essay Writing');
    await page.keyboard.press('End');
    await expectSelected('Dissertation');
    await page.keyboard.press('Home');
    await expectSelected('Essay Writing');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Essay Writing' }), 'Tab leaves the tab list').toBeFocused();
  });

  test('the testimonials carousel moves by itself and holds still under the pointer', async ({ page }) => {
    // The page's clock is the test's: autoplay's 5 s pass when the test says so, not on a wall
    // clock that a busy machine stretches (time still flows between the jumps).
    await page.clock.install();
    await openHome(page);
    await showHomeBelowFold(page);
    await page.mouse.move(5, 5); // start with the pointer away from the carousel
    const section = page.getByRole('region', { name: 'What Students Say' });
    await section.scrollIntoViewIfNeeded();
    const slides = section.getByRole('group', { name: /^\d+ of 6$/ });
    await expect(slides.first()).toBeAttached();
    // The slide at the carousel's left edge is the one in front.
    const leading = () =>
      slides.evaluateAll((nodes) => {
        const frame = nodes[0]?.parentElement?.parentElement?.getBoundingClientRect();
        const inFront = nodes
          .map((node) => ({ label: node.getAttribute('aria-label'), left: node.getBoundingClientRect().left }))
          .filter((slide) => frame && slide.left >= frame.left - 5 && slide.left < frame.right)
          .sort((a, b) => a.left - b.left)[0];
        return inFront?.label ?? null;
      });
    // A slide in motion finishes its move: wait until nothing in the carousel animates.
    const settled = () =>
      section.evaluate((element) =>
        Promise.all(
          element
            .getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );

    const first = await leading();
    expect(first).not.toBeNull();
    // Autoplay moves every 5 s.
    await page.clock.fastForward(5_500);
    await expect.poll(leading, { message: 'autoplay advances' }).not.toBe(first);

    // Near the top of a card: the carousel's auto height never moves that point out from under the pointer.
    await slides
      .filter({ visible: true })
      .first()
      .hover({ position: { x: 40, y: 20 } });
    await settled();
    const held = await leading();
    // Twice the autoplay's 5 s: had it not stopped under the pointer, it would have moved.
    await page.clock.fastForward(11_000);
    await settled();
    expect(await leading(), 'no change while hovered').toBe(held);

    await page.mouse.move(5, 5);
    await page.clock.fastForward(5_500);
    await expect.poll(leading, { message: 'moves again once the pointer leaves' }).not.toBe(held);
  });

  test('the sections below the tips are in the HTML, and their code loads only as the visitor scrolls towards them', async ({
    page,
  }) => {
    const belowFoldCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/home-below-fold-[^/]+\.js$/.test(request.url())) belowFoldCode.push(request.url());
    });
    const html = await (await page.request.get('/')).text();
    for (const heading of ['Why Choose Us', 'Frequently Asked Questions']) expect(html).toContain(`>${heading}</h2>`);
    const tips = page.getByRole('heading', { level: 2, name: 'Latest Academic Tips' });
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeAttached();
    expect(belowFoldCode, 'not loaded before the visitor moves').toEqual([]);
    await tips.scrollIntoViewIfNeeded();
    await expect.poll(() => belowFoldCode.length, { message: 'loaded as the visitor heads for it' }).toBe(1);
  });

  test('a keyboard user never tabs into sections that cannot respond yet', async ({ page }) => {
    const belowFoldCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/home-below-fold-[^/]+\.js$/.test(request.url())) belowFoldCode.push(request.url());
    });
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    expect(belowFoldCode).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => belowFoldCode.length, { message: 'the first key press loads them' }).toBe(1);
  });

  test('the achievement counters count up to their figures once scrolled into view', async ({ page }) => {
    await openHome(page);
    const band = page.getByRole('region', { name: 'Our Achievements' });
    const figures = {
      'Assignments Done': '12000+',
      'Qualified Experts': '100+',
      'Passing Rate (%)': '95+',
      'Happy Customers': '4000+',
      'Countries Served': '15+',
      'Repeat Customers (%)': '90+',
    };
    // Each item carries its final figure for screen readers; the animated number shows it a second time.
    const shown = (label: string, figure: string) =>
      band.getByRole('listitem').filter({ hasText: label }).getByText(figure, { exact: true });
    await expect(shown('Assignments Done', '12000+'), 'not counted before it is seen').toHaveCount(1);
    await band.scrollIntoViewIfNeeded();
    for (const [label, figure] of Object.entries(figures)) {
      await expect(shown(label, figure)).toHaveCount(2, { timeout: 6_000 });
    }
  });
});

test.describe('internal links', () => {
  test('every internal link on the marketing pages leads to a page of the site', async ({ page }) => {
    test.setTimeout(180_000);
    const found = new Map<string, string>();
    for (const path of MARKETING_PATHS) {
      await page.goto(path);
      await expectHeading(page, routeAt(path)?.heading ?? '');
      if (path === '/') await showHomeBelowFold(page);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        const target = new URL(href, 'http://site.test').pathname;
        if (!found.has(target)) found.set(target, path);
      }
    }
    expect(found.size).toBeGreaterThanOrEqual(15);
    const unknown = [...found].filter(([target]) => resolvePath(target) === null);
    expect(unknown, 'links to no page of the site map').toEqual([]);

    for (const [target, from] of found) {
      const canonical = resolvePath(target) ?? '';
      await page.goto(target);
      await expect(page, `${target} (linked from ${from})`).toHaveURL(canonical);
      await expectHeading(page, routeAt(canonical)?.heading ?? 'No Payment Details Found');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    }
  });
});

test.describe('login and register', () => {
  test('login validates, then says plainly that accounts are not open', async ({ page }) => {
    await page.goto('/login');
    await expectHeading(page, 'Log In');
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabel(/^Password/);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(password).toHaveAccessibleDescription('Please enter your password.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNTS_CLOSED })).toHaveCount(0);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });
    await email.fill('meera@example.com');
    await password.fill('not a real password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const notice = page.getByRole('status').filter({ hasText: ACCOUNTS_CLOSED });
    await expect(notice).toHaveText(ACCOUNTS_CLOSED);
    await expect(email).not.toHaveAttribute('aria-invalid');
    expect(sent, 'no credential leaves the page').toEqual([]);
    await notice.getByRole('link', { name: 'Order Now' }).click();
    await expectHeading(page, 'Start Your Order');
  });

  test('register validates every field and the matching passwords, links to login, sends nothing', async ({ page }) => {
    await page.goto('/register');
    await expectHeading(page, 'Create an Account');
    // Said before anything is filled in, above the form: no one types it all to find out.
    const before = page.getByText(/^Registration is not open yet, and you do not need an account/);
    await expect(before).toBeVisible();
    await expect(before.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
    const name = page.getByRole('textbox', { name: 'Name' });
    expect((await before.boundingBox())!.y).toBeLessThan((await name.boundingBox())!.y);
    const email = page.getByRole('textbox', { name: 'Email' });
    const phone = page.getByRole('textbox', { name: 'Phone' });
    const password = page.getByLabel(/^Password/);
    const confirm = page.getByLabel('Confirm password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(phone).toHaveAccessibleDescription('Please enter your phone number.');
    await expect(confirm).toHaveAccessibleDescription('Please type the password again.');
    for (const field of [name, email, phone, password, confirm]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(name).toBeFocused();

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });
    await name.fill('Meera Das');
    await email.fill('meera@example.com');
    await phone.fill('+91 98765 43210');
    await password.fill('correct horse');
    await confirm.fill('correct horsE');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    await expect(confirm).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNTS_CLOSED })).toHaveCount(0);

    await confirm.fill('correct horse');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const notice = page.getByRole('status').filter({ hasText: ACCOUNTS_CLOSED });
    await expect(notice).toHaveText(ACCOUNTS_CLOSED);
    await expect(notice.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contactus');
    expect(sent, 'no credential leaves the page').toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log In');
  });
});

test.describe('legal pages', () => {
  test('the terms take effect on 11 July 2025 and the contents link to their sections', async ({ page }) => {
    await page.goto('/termsandconditions');
    await expectHeading(page, 'Terms and Conditions');
    await expect(page.getByText('Effective 11 July 2025')).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL(/\/termsandconditions#cookies$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport();
    const terms = page.getByRole('article', { name: 'Terms and Conditions' });
    await expect(terms.getByRole('link', { name: /^help@/ })).toHaveAttribute('href', /^mailto:help@/);
  });

  test('/post-hospital lands on the refund terms, followed by the privacy policy', async ({ page }) => {
    await page.goto('/post-hospital');
    await expect(page).toHaveURL('/refund');
    await expectHeading(page, 'Refund and Cancellation Policy');
    const policy = page.getByRole('article', { name: 'Refund and Cancellation Policy' });
    const sections = policy.getByRole('heading', { level: 2 });
    await expect(sections.nth(0)).toHaveText('On this page');
    await expect(sections.nth(1)).toHaveText('Full refund or free revision');
    await expect(policy.getByRole('heading', { name: "Children's privacy" })).toBeAttached();
    await expect(policy.getByText(/based in West Bengal, India/)).toBeVisible();
    await expect(policy.getByRole('link', { name: /^\+\d/ }).first()).toHaveAttribute('href', /^tel:\+\d+$/);
  });
});

test.describe('accessibility', () => {
  for (const path of MARKETING_PATHS) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      if (path === '/') {
        await openHome(page);
        await showHomeBelowFold(page);
      } else {
        await page.goto(path);
        await expectHeading(page, routeAt(path)?.heading ?? '');
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the home page with the lead popup open, and with its errors showing', async ({ page }) => {
    await page.goto('/');
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    // Only the popup changed: axe on the whole home page again is a slow way to check its errors.
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
  });
});
