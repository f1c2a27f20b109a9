import { expect, isHydrated, test } from '../../support/early';

// The hurried student on a throttled phone: a maths tool's button pressed the moment it shows,
// before the page is hydrated, is the browser's own GET, and the answer comes back with the box
// filled. Nothing here waits for hydration.

test('"Find factors" pressed before hydration: the result for 360 comes back, box filled', async ({ page }) => {
  await page.goto('/factoring-calculator');
  await page.getByLabel('Positive integer').fill('360');
  const early = !(await isHydrated(page));
  await page.getByRole('button', { name: 'Find factors' }).click();
  await expect(page).toHaveURL(/\/factoring-calculator\?number=360$/);
  await expect(page.getByLabel('Positive integer')).toHaveValue('360');
  await expect(page.getByRole('status').first()).toHaveText('360 is a composite number with 24 factors.');
  // Worth knowing, but not a condition: on a fast machine the page may hydrate first.
  test.info().annotations.push({ type: 'pressed before hydration', description: String(early) });
});

test('"Solve" pressed before hydration: the roots come back, and the page hydrates without a mismatch', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/equation-solver');
  await page.getByLabel('Equation').fill('x^2 = 4');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page).toHaveURL(/\/equation-solver\?equation=x%5E2\+%3D\+4$/);
  await expect(page.getByLabel('Equation')).toHaveValue('x^2 = 4');
  const roots = page.getByRole('list', { name: 'Roots' }).getByRole('listitem');
  await expect(roots).toHaveText([/^x₁ = −2/, /^x₂ = 2/]);
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(roots).toHaveText([/^x₁ = −2/, /^x₂ = 2/]);
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
