import type { Page } from '@playwright/test';
import { ARTICLES, articleSections } from '../../support/site-routes';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { scrollSettled } from '../../support/scroll';

// mfe-blog alone (its own index.html and bare router, no shell): what QA checks before a release.
const AI_TITLE = 'Writing with AI Responsibly: A Workflow for Students';
const CITING_HEADING = 'Citing and Disclosing AI: APA 7, Harvard, MLA and Chicago';

function toc(page: Page) {
  return page.getByRole('navigation', { name: 'Table of contents' });
}

test('the index lists every article and Read More opens one', async ({ page }) => {
  await page.goto('/blog');
  await expectHeading(page, 'Academic Tips and Guides');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(ARTICLES.length);
  for (const [index, article] of ARTICLES.entries()) {
    await expect(cards.nth(index).getByRole('link', { name: `Read More: ${article.title}` })).toHaveAttribute(
      'href',
      `/blog/${article.slug}`,
    );
  }
  await page.getByRole('link', { name: `Read More: ${AI_TITLE}` }).click();
  await expect(page).toHaveURL('/blog/write-with-ai');
  await expectHeading(page, AI_TITLE);
});

test('an article renders in full without the shell', async ({ page }) => {
  await page.goto('/blog/plagiarismfree');
  await expectHeading(page, 'How to Write Plagiarism-Free Assignments');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const body = page.getByRole('main').getByRole('article');
  await expect(body.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(body.getByRole('heading', { level: 2, name: 'Key Points' })).toBeVisible();
  await expect(body.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'Start your order' })).toHaveAttribute('href', '/order');
  await expect(body.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contactus');
  await expect(body.getByRole('link', { name: /Chat with an expert/ })).toHaveAttribute('target', '_blank');
  await expect(body.getByRole('heading', { level: 2, name: 'Acknowledgement' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'writing with AI responsibly' })).toHaveAttribute(
    'href',
    '/blog/write-with-ai',
  );
  const { anchors } = await articleSections(ARTICLES.find((article) => article.slug === 'plagiarismfree')!);
  await expect(toc(page).getByRole('link')).toHaveCount(anchors.length);
});

test('a table-of-contents click scrolls to the section, records the hash and moves the highlight', async ({ page }) => {
  await page.goto('/blog/write-with-ai');
  await expectHeading(page, AI_TITLE);
  const link = toc(page).getByRole('link', { name: 'Citing and disclosing AI' });
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: CITING_HEADING })).toBeInViewport();
  await expect(page).toHaveURL('/blog/write-with-ai#citing');
  await scrollSettled(page);
  await expect(link).toHaveAttribute('aria-current', 'location');
  await expect(toc(page).locator('[aria-current]')).toHaveCount(1);
});

test('a jump to the closing section keeps it highlighted though the page ends before it reaches the top', async ({
  page,
}) => {
  await page.goto('/blog/write-with-ai');
  await expectHeading(page, AI_TITLE);
  const link = toc(page).getByRole('link', { name: 'Conclusion' });
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeInViewport();
  await scrollSettled(page);
  await expect(link).toHaveAttribute('aria-current', 'location');
});

test('a deep link opens scrolled to its section', async ({ page }) => {
  await page.goto('/blog/write-with-ai#citing');
  await expectHeading(page, AI_TITLE);
  await expect(page.getByRole('heading', { level: 2, name: CITING_HEADING })).toBeInViewport();
  await scrollSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(toc(page).getByRole('link', { name: 'Citing and disclosing AI' })).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the table-of-contents bar sticks to the very top, with no gap for a navbar that is not there', async ({
    page,
  }) => {
    await page.goto('/blog/write-with-ai');
    await expectHeading(page, AI_TITLE);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await scrollSettled(page);
    const bar = await toc(page)
      .getByRole('button', { name: /^On this page/ })
      .boundingBox();
    expect(bar).not.toBeNull();
    expect(bar!.y).toBeLessThan(16);
  });
});

test('the index and an article have no serious accessibility violations', async ({ page }) => {
  await page.goto('/blog');
  await expectHeading(page, 'Academic Tips and Guides');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/blog/mental-health-guide');
  await expectHeading(page, 'Mental Health in Education: A Student Guide to Stress and Coping');
  await expectNoSeriousA11yViolations(page);
});
