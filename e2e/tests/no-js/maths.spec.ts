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
