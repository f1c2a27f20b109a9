import type { Locator, Page } from '@playwright/test';
import { RuntimeConfigSchema } from '@shared/contracts';
import { ARTICLES, articleSections } from '../support/site-routes';
import { z } from 'zod';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { ORIGINS } from '../support/servers';
import { scrollSettled } from '../support/scroll';

// Its tests share nothing but the site: they spread over the workers one by one, so a long file
// does not keep one worker busy at the end of the run while the others idle.
test.describe.configure({ mode: 'parallel' });

const AI_TITLE = 'Writing with AI Responsibly: A Workflow for Students';
const CITING_HEADING = 'Citing and Disclosing AI: APA 7, Harvard, MLA and Chicago';

const ArticleLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Article'),
  headline: z.string(),
  description: z.string(),
  datePublished: z.iso.date(),
  dateModified: z.iso.date(),
  author: z.object({ '@type': z.string(), name: z.string().min(1) }),
  image: z.array(z.url()).min(1),
  mainEntityOfPage: z.object({ '@id': z.url() }),
});
const FaqLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z.array(
    z.object({
      '@type': z.literal('Question'),
      name: z.string().min(1),
      acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
    }),
  ),
});

/** The site configuration the shell runs with (chat number, business name, concept originator). */
async function siteConfig(page: Page) {
  const response = await page.request.get('/config.json');
  expect(response.ok()).toBe(true);
  return RuntimeConfigSchema.parse(await response.json()).site;
}

function articleBody(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

function toc(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Table of contents' });
}

/** The `<section>` an article's level-2 heading opens. */
function sectionOf(scope: Locator, heading: string): Locator {
  return scope
    .locator('section')
    .filter({ has: scope.page().getByRole('heading', { level: 2, name: heading, exact: true }) });
}

/** The JSON-LD blocks in the page, parsed. */
async function jsonLd(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}

/** The heading sits below the fixed navbar (and any sticky bar), not hidden under it. */
async function expectClearOfTopBars(page: Page, heading: Locator, bars: Locator[]) {
  const headingBox = await heading.boundingBox();
  expect(headingBox).not.toBeNull();
  for (const bar of bars) {
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(headingBox!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
  }
  expect(headingBox!.y).toBeLessThan((page.viewportSize()?.height ?? 720) / 2);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

test.describe('the blog index', () => {
  test('shows a card for every article, with title, date, summary and Read More to the canonical slug', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expectHeading(page, 'Academic Tips and Guides');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(ARTICLES.length);
    for (const [index, article] of ARTICLES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
      await expect(card.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
        'href',
        `/blog/${article.slug}`,
      );
      await expect(card.getByText(dateFormat.format(new Date(article.datePublished)))).toBeVisible();
      await expect(card.getByText(article.excerpt)).toBeVisible();
      await expect(card.getByRole('link', { name: `Read More: ${article.title}` })).toHaveAttribute(
        'href',
        `/blog/${article.slug}`,
      );
    }
    await cards
      .nth(3)
      .getByRole('link', { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${ARTICLES[3]!.slug}`);
    await expectHeading(page, ARTICLES[3]!.title);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/blog');
    await expectHeading(page, 'Academic Tips and Guides');
    await expectNoSeriousA11yViolations(page);
  });
});

for (const article of ARTICLES) {
  test.describe(`the ${article.slug} article`, () => {
    test('renders its title, every listed anchor in order, key points, FAQ, get-help links and acknowledgement', async ({
      page,
    }) => {
      const site = await siteConfig(page);
      const { anchors, helpAnchor } = await articleSections(article);
      await page.goto(`/blog/${article.slug}`);
      await expectHeading(page, article.title);
      const body = articleBody(page);
      await expect(body.getByText(/^\d+ min read$/)).toBeVisible();

      const ids = await body
        .getByRole('heading', { level: 2 })
        .evaluateAll((headings) => headings.map((heading) => heading.id).filter(Boolean));
      expect(ids).toEqual(anchors);
      const targets = await toc(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(targets).toEqual(anchors.map((id) => `#${id}`));

      const keyPoints = sectionOf(body, 'Key Points');
      await expect(keyPoints.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'keypoints');
      expect(await keyPoints.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);

      const faq = sectionOf(body, 'Frequently Asked Questions');
      expect(await faq.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);

      const help = body.locator('section').filter({ has: page.getByRole('link', { name: 'Start your order' }) });
      await expect(help.getByRole('heading', { level: 2 })).toHaveAttribute('id', helpAnchor!);
      await expect(help.getByRole('link', { name: 'Start your order' })).toHaveAttribute('href', '/order');
      await expect(help.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contactus');
      const chat = help.getByRole('link', { name: 'Chat with an expert (opens in a new tab)' });
      expect(await chat.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${site.chatNumber}\\?text=.+`));
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');

      const acknowledgement = sectionOf(body, 'Acknowledgement');
      await expect(acknowledgement.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'acknowledgement');
      await expect(acknowledgement).toContainText(
        `The concept for this article was developed by ${site.conceptOriginator.name}`,
      );
      if (site.conceptOriginator.url) {
        await expect(
          acknowledgement.getByRole('link', { name: new RegExp(site.conceptOriginator.name.replace(/\./g, '\\.')) }),
        ).toHaveAttribute('href', site.conceptOriginator.url);
      }
      await expect(acknowledgement).toContainText('AI drafting tools were used');
      await expect(acknowledgement).toContainText(`The ${site.businessName} editing team then reviewed`);
    });

    test('describes itself to browsers and search engines: title, description, canonical, Open Graph, JSON-LD', async ({
      page,
    }) => {
      const site = await siteConfig(page);
      const url = `${ORIGINS.shell}/blog/${article.slug}`;
      await page.goto(`/blog/${article.slug}`);
      await expectHeading(page, article.title);

      await expect(page).toHaveTitle(`${article.title} | ${site.businessName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
      await expect(og('type')).toHaveAttribute('content', 'article');
      await expect(og('title')).toHaveAttribute('content', article.title);
      await expect(og('description')).toHaveAttribute('content', article.description);
      await expect(og('url')).toHaveAttribute('content', url);
      await expect(og('site_name')).toHaveAttribute('content', site.businessName);
      const image = (await og('image').getAttribute('content')) ?? '';
      expect(image.startsWith(`${ORIGINS.blog}/`), image).toBe(true);
      const imageResponse = await page.request.get(image);
      expect(imageResponse.ok()).toBe(true);
      expect(imageResponse.headers()['content-type']).toContain('image/svg+xml');

      const data = await jsonLd(page);
      const articles = data.filter((entry) => ArticleLdSchema.safeParse(entry).success);
      expect(articles).toHaveLength(1);
      const ld = ArticleLdSchema.parse(articles[0]);
      expect(ld.headline).toBe(article.title);
      expect(ld.description).toBe(article.description);
      expect(ld.datePublished).toBe(article.datePublished);
      expect(ld.dateModified).toBe(article.dateModified);
      expect(ld.author.name).toContain(site.businessName);
      expect(ld.image[0]).toBe(image);
      expect(ld.mainEntityOfPage['@id']).toBe(url);

      const faqs = data
        .filter((entry) => FaqLdSchema.safeParse(entry).success)
        .map((entry) => FaqLdSchema.parse(entry));
      expect(faqs).toHaveLength(1);
      const questions = await sectionOf(articleBody(page), 'Frequently Asked Questions')
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(faqs[0]!.mainEntity.map((entry) => entry.name)).toEqual(questions);
    });

    test('has no serious accessibility violations', async ({ page }) => {
      await page.goto(`/blog/${article.slug}`);
      await expectHeading(page, article.title);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('the table of contents', () => {
  test('a click scrolls smoothly to the section, records the hash and moves the highlight', async ({ page }) => {
    await page.goto('/blog/write-with-ai');
    await expectHeading(page, AI_TITLE);
    const link = toc(page).getByRole('link', { name: 'Citing and disclosing AI' });
    await expect(toc(page).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'location');
    await expect(link).not.toHaveAttribute('aria-current', 'location');

    // Record the scroll position frame by frame (a smooth scroll passes through positions in between)
    // and every change of the highlighted entry (it should go straight to the target, not run
    // through each section the scroll passes).
    await page.evaluate(() => {
      const record = window as unknown as { scrollSamples: number[]; highlighted: string[] };
      record.scrollSamples = [];
      record.highlighted = [];
      const sample = () => {
        record.scrollSamples.push(window.scrollY);
        if (record.scrollSamples.length < 90) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      const nav = document.querySelector('nav[aria-label="Table of contents"]');
      if (!nav) throw new Error('no table of contents');
      new MutationObserver(() => {
        const current = nav.querySelector('[aria-current]')?.getAttribute('href') ?? '';
        if (record.highlighted.at(-1) !== current) record.highlighted.push(current);
      }).observe(nav, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
    });
    await link.click();
    const heading = page.getByRole('heading', { level: 2, name: CITING_HEADING });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL('/blog/write-with-ai#citing');
    await expect(link).toHaveAttribute('aria-current', 'location');
    await scrollSettled(page);
    await expect(toc(page).locator('[aria-current]')).toHaveCount(1);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(heading).toBeFocused();
    await expectClearOfTopBars(page, heading, [page.getByRole('banner')]);
    const record = await page.evaluate(() => {
      const { scrollSamples, highlighted } = window as unknown as { scrollSamples: number[]; highlighted: string[] };
      return { scrollSamples, highlighted };
    });
    expect(new Set(record.scrollSamples).size, 'positions passed through on the way').toBeGreaterThan(3);
    expect(record.highlighted, 'highlight changes during the jump').toEqual(['#citing']);

    // Reading on moves the highlight to the next section.
    await page
      .getByRole('heading', { level: 2, name: 'AI Detectors and Originality Checks' })
      .evaluate((element) => element.scrollIntoView({ behavior: 'instant', block: 'start' }));
    await expect(toc(page).getByRole('link', { name: 'Detectors and originality' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(link).not.toHaveAttribute('aria-current');
  });

  test('jumps without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog/time-management-assignment');
    await expectHeading(page, 'A 7-Day Time-Management Plan for Any Assignment');
    await toc(page).getByRole('link', { name: 'The 7-day plan' }).click();
    // No waiting: an instant jump has already happened when the click returns.
    const top = await page
      .getByRole('heading', { level: 2, name: 'The 7-Day Plan, Day by Day' })
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
    await expect(page).toHaveURL('/blog/time-management-assignment#7day');
  });

  test('a closing section stays highlighted after the jump to it', async ({ page }) => {
    await page.goto('/blog/write-with-ai');
    await expectHeading(page, AI_TITLE);
    const link = toc(page).getByRole('link', { name: 'Conclusion' });
    await link.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeInViewport();
    await scrollSettled(page);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL('/blog/write-with-ai#conclusion');
  });
});

test.describe('deep links', () => {
  test('/blog/write-with-ai#citing opens scrolled to the citing section', async ({ page }) => {
    await page.goto('/blog/write-with-ai#citing');
    await expectHeading(page, AI_TITLE);
    const heading = page.getByRole('heading', { level: 2, name: CITING_HEADING });
    await expect(heading).toBeInViewport();
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expectClearOfTopBars(page, heading, [page.getByRole('banner')]);
    await expect(toc(page).getByRole('link', { name: 'Citing and disclosing AI' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page).toHaveURL('/blog/write-with-ai#citing');
  });

  // routes.spec covers every legacy URL without a fragment; these check that the section survives the redirect.
  for (const [from, to, heading] of [
    ['/blog/WriteWithAI#citing', '/blog/write-with-ai#citing', CITING_HEADING],
    ['/Blog/Mental-Health-Guide#sleepreset', '/blog/mental-health-guide#sleepreset', 'A One-Week Sleep Reset'],
    ['/mental-health-in-education#exam', '/blog/mental-health-guide#exam', 'Exam Stress: Before, During and After'],
  ] as const) {
    test(`${from} lands on ${to}, scrolled to its section`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    });
  }
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the table of contents collapses behind a disclosure button and stays at hand while reading', async ({
    page,
  }) => {
    await page.goto('/blog/plagiarismfree');
    await expectHeading(page, 'How to Write Plagiarism-Free Assignments');
    const toggle = toc(page).getByRole('button', { name: /^On this page/ });
    const entry = toc(page).getByRole('link', { name: 'Common knowledge' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entry).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(entry).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entry).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await entry.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const heading = page.getByRole('heading', { level: 2, name: 'Common Knowledge: When You Do Not Need a Citation' });
    await expect(heading).toBeInViewport();
    await scrollSettled(page);
    await expect(page).toHaveURL('/blog/plagiarismfree#common');
    // The bar sticks under the navbar, names the section being read, and does not cover the heading.
    await expect(toggle).toBeInViewport();
    await expect(toggle).toContainText('Common knowledge');
    await expectClearOfTopBars(page, heading, [page.getByRole('banner'), toggle]);
  });

  test('a table wider than the screen shows that it scrolls sideways, and scrolls by keyboard', async ({ page }) => {
    await page.goto('/blog/time-management-assignment');
    const table = page.getByRole('region', { name: 'Three focus rhythms compared' });
    await table.scrollIntoViewIfNeeded();
    // The table is wider than its frame, which is no wider than the screen.
    const sizes = await table.evaluate((frame) => [frame.scrollWidth, frame.clientWidth]);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect((await table.boundingBox())!.width).toBeLessThanOrEqual(390);
    // The cue: a line saying so, tied to the table, and a shadow at the edge where more is hidden.
    const hint = page.getByText('Scroll sideways to see all of it →').first();
    await expect(hint).toBeVisible();
    await expect(table).toHaveAccessibleDescription('Scroll sideways to see all of it →');
    expect(await table.evaluate((frame) => getComputedStyle(frame).backgroundImage)).toContain('radial-gradient');
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((frame) => frame.scrollLeft)).toBeGreaterThan(0);
  });

  test('an article has no serious accessibility violations on a small screen', async ({ page }) => {
    await page.goto('/blog/write-with-ai');
    await expectHeading(page, AI_TITLE);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('links between articles and onward', () => {
  test('the plagiarism article links to the AI article, and following the links works', async ({ page }) => {
    await page.goto('/blog/plagiarismfree');
    await expectHeading(page, 'How to Write Plagiarism-Free Assignments');
    const aiSection = sectionOf(articleBody(page), 'AI-Generated Text and Plagiarism');
    await aiSection.getByRole('link', { name: 'writing with AI responsibly' }).click();
    await expect(page).toHaveURL('/blog/write-with-ai');
    await expectHeading(page, AI_TITLE);
    // The head now describes the new article only.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGINS.shell}/blog/write-with-ai`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', AI_TITLE);

    await page.goBack();
    await expectHeading(page, 'How to Write Plagiarism-Free Assignments');
    await sectionOf(articleBody(page), 'AI-Generated Text and Plagiarism')
      .getByRole('link', { name: 'how to cite AI in APA 7, Harvard, MLA and Chicago' })
      .click();
    await expect(page).toHaveURL('/blog/write-with-ai#citing');
    await expectHeading(page, AI_TITLE);
    await expect(page.getByRole('heading', { level: 2, name: CITING_HEADING })).toBeInViewport();
  });

  test('the chat link opens the messaging app in a new tab, without access back to the site', async ({ page }) => {
    await page.goto('/blog/academic-assignment-structure');
    await expectHeading(page, 'How to Structure an Academic Assignment');
    // The messaging app is outside the test network; its navigation is refused so that nothing leaves the machine.
    await page.context().route('https://wa.me/**', (route) => route.abort('blockedbyclient'));
    const chat = articleBody(page).getByRole('link', { name: 'Chat with an expert (opens in a new tab)' });
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/')),
      chat.click(),
    ]);
    expect(new URL(request.url()).searchParams.get('text')).toContain('How to Structure an Academic Assignment');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL('/blog/academic-assignment-structure');
    await popup.close();
  });

  test('the order and contact links lead to those pages', async ({ page }) => {
    await page.goto('/blog/time-management-assignment');
    await expectHeading(page, 'A 7-Day Time-Management Plan for Any Assignment');
    await articleBody(page).getByRole('link', { name: 'Contact us', exact: true }).click();
    await expect(page).toHaveURL('/contactus');
    await page.goBack();
    await expectHeading(page, 'A 7-Day Time-Management Plan for Any Assignment');
    await articleBody(page).getByRole('link', { name: 'Start your order' }).click();
    await expect(page).toHaveURL('/order');
  });
});
