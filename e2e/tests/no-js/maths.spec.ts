import { expect, test, type Page } from '@playwright/test';

// The maths tools with JavaScript off: each is a GET form the composition server answers, so a
// result has a URL that works as a plain link, and the box comes back filled.

const roots = (page: Page) => page.getByRole('status').getByRole('list', { name: 'Roots' }).getByRole('listitem');

test.describe('equation solver without JavaScript', () => {
  test('Solve submits natively: the page comes back with the equation, the roots and the steps', async ({ page }) => {
    await page.goto('/equation-solver');
    await page.getByLabel('Equation').fill('1/x + 1/(x+1) = 5/6');
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect(page).toHaveURL(/\/equation-solver\?equation=1%2Fx\+%2B\+1%2F%28x%2B1%29\+%3D\+5%2F6$/);
    await expect(page.getByLabel('Equation')).toHaveValue('1/x + 1/(x+1) = 5/6');
    await expect(page.getByRole('heading', { name: 'Rational equation: 2 roots' })).toBeVisible();
    await expect(roots(page)).toHaveText([/^x₁ = −3\/5/, /^x₂ = 2/]);
    // "Show steps" is a native disclosure.
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps.first()).toBeHidden();
    await page.getByText('Show steps', { exact: true }).click();
    await expect(steps.nth(2)).toContainText('Multiply both sides by 6x(x + 1)');
    await expect(steps.nth(2).locator('math')).toBeVisible();
  });

  test('a shared URL holds both roots in its HTML and shows them', async ({ page, request }) => {
    const html = await (await request.get('/equation-solver?equation=x%5E2%3D4')).text();
    expect(html).toContain('x₁ = −2');
    expect(html).toContain('x₂ = 2');
    await page.goto('/equation-solver?equation=x%5E2%3D4');
    await expect(page.getByLabel('Equation')).toHaveValue('x^2=4');
    await expect(roots(page)).toHaveText([/^x₁ = −2/, /^x₂ = 2/]);
    await expect(page.getByRole('link', { name: 'Link to this solution' })).toHaveAttribute(
      'href',
      '/equation-solver?equation=x%5E2%3D4',
    );
  });

  test('an example is a link to its result, and a message shows for a bad equation', async ({ page }) => {
    await page.goto('/equation-solver');
    await page.getByRole('link', { name: 'x^3 - 3x + 1 = 0' }).click();
    await expect(roots(page)).toHaveCount(3);
    await page.getByLabel('Equation').fill('x^2 - 4');
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect(page.getByRole('alert')).toHaveText('Equation must contain an "=" sign.');
    await expect(page.getByLabel('Equation')).toHaveValue('x^2 - 4');
  });
});

test.describe('factoring calculators without JavaScript', () => {
  test('Find factors submits natively: the box stays filled and the result and ladder show', async ({ page }) => {
    await page.goto('/factoring-calculator');
    await page.getByLabel('Positive integer').fill('360');
    await page.getByRole('button', { name: 'Find factors' }).click();
    await expect(page).toHaveURL(/\/factoring-calculator\?number=360$/);
    await expect(page.getByLabel('Positive integer')).toHaveValue('360');
    await expect(page.getByRole('status').first()).toHaveText('360 is a composite number with 24 factors.');
    await expect(page.getByRole('table', { name: 'Division ladder' }).locator('tbody tr')).toHaveCount(6);
    await page.getByLabel('Positive integer').fill('2.5');
    await page.getByRole('button', { name: 'Find factors' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a positive integer.');
  });

  test('the free factoring calculator answers a GET for a decimal and for a whole number', async ({ page }) => {
    await page.goto('/free-factoring-calculator');
    await page.getByLabel('Decimal number').fill('0.75');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect(page).toHaveURL(/\/free-factoring-calculator\?number=0\.75$/);
    await expect(page.getByLabel('Decimal number')).toHaveValue('0.75');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toContainText('= 3/4');
    await expect(results).toContainText('[0; 1, 3]');
    await page.goto('/free-factoring-calculator?number=12');
    await expect(results.getByRole('heading', { name: 'Whole number' })).toBeVisible();
  });
});
