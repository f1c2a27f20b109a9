import type { Page } from '@playwright/test';
import { routesOf } from '../../support/site-routes';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../../support/fixtures';

// mfe-tools served alone (http://localhost:4176, no shell): the happy path of each maths and essay
// tool, with an accessibility check once its results are on screen.

const ESSAY = `Online revision tools have changed how students prepare for exams. Students use them every week.

The quiz bank was written by teachers over several years and now covers almost every topic on the syllabus, from algebra and geometry to statistics, which means that students can work on any area they find difficult. Teh students like it.`;

async function open(page: Page, path: string) {
  const entry = routesOf('tools').find((e) => e.path === path);
  await page.goto(path);
  await expectHeading(page, entry!.heading!);
}

test('the tools index links to every tool', async ({ page }) => {
  await open(page, '/tools');
  const main = page.getByRole('main');
  for (const tool of routesOf('tools').filter((entry) => entry.path !== '/tools')) {
    await expect(main.getByRole('link', { name: tool.heading!, exact: true })).toHaveAttribute('href', tool.path);
  }
  await main.getByRole('link', { name: 'Equation Solver', exact: true }).click();
  await expectHeading(page, 'Equation Solver');
  await expectNoSeriousA11yViolations(page);
});

test('factoring calculator: 360', async ({ page }) => {
  await open(page, '/factoring-calculator');
  await page.getByLabel('Positive integer').fill('360');
  await page.getByRole('button', { name: 'Find factors' }).click();
  await expect(page.getByRole('heading', { name: 'All factors (24)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Factor pairs (12)' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Prime factorisation' }).locator('xpath=..').getByRole('paragraph'),
  ).toHaveText(/^360 = 2(\^| to the power of )?3 × 3(\^| to the power of )?2 × 5$/);
  await expectNoSeriousA11yViolations(page);
});

test('free factoring calculator: 0.75 and π', async ({ page }) => {
  await open(page, '/free-factoring-calculator');
  const results = page.getByRole('region', { name: 'Results' });
  await page.getByLabel('Decimal number').fill('0.75');
  await expect(results).toContainText('= 3/4');
  await expect(results).toContainText('[0; 1, 3]');
  await page.getByLabel('Decimal number').fill('3.14159265');
  await expect(results.getByRole('heading', { name: 'Closed forms' }).locator('xpath=..')).toContainText('≈ π');
  await expectNoSeriousA11yViolations(page);
});

test('equation solver: x^3 = 8', async ({ page }) => {
  await open(page, '/equation-solver');
  await page.getByLabel('Equation').fill('x^3 = 8');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByRole('status').getByRole('listitem')).toHaveText([
    /^x₁ = 2 /,
    /^x₂ = −1 \+ √3 i .*complex/,
    /^x₃ = −1 − √3 i .*complex/,
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('essay checker: counts, scores, flags and grammar from the api', async ({ page }) => {
  await open(page, '/essay-checker');
  await page.getByLabel('Your essay').fill(ESSAY);
  await page.getByRole('button', { name: 'Check essay' }).click();
  const length = page.getByRole('heading', { name: 'Length' }).locator('xpath=..');
  await expect(length.getByText('Words', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('56');
  await expect(length.getByText('Paragraphs', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '2',
  );
  await expect(page.getByText('Flesch reading ease')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Passive voice' }).locator('xpath=..').getByRole('listitem'),
  ).toHaveText(['was written']);
  await expect(
    page
      .getByRole('heading', { name: /^Long sentences/ })
      .locator('xpath=..')
      .getByRole('listitem'),
  ).toHaveCount(1);
  const grammar = page.getByRole('heading', { name: 'Grammar' }).locator('xpath=..');
  await expect(grammar.getByRole('listitem')).toHaveText([/(spelling mistake|definite article).*Found: Teh$/]);
  await expectNoSeriousA11yViolations(page);
});

test('essay typer: an outline whose allocations add up, downloaded as .txt', async ({ page }) => {
  await open(page, '/essay-typer');
  await page.getByLabel('Topic').fill('School uniforms');
  await page.getByLabel('Essay type').selectOption({ label: 'Persuasive' });
  await page.getByLabel('Word count').fill('750');
  await page.getByRole('button', { name: 'Build outline' }).click();
  const words = (await page.getByRole('table').locator('tbody td:nth-child(3)').allTextContents()).map(Number);
  expect(words).toEqual([75, 188, 337, 75, 75]);
  expect(words.reduce((a, b) => a + b, 0)).toBe(750);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('essay-outline-school-uniforms.txt');
  await expectNoSeriousA11yViolations(page);
});
