import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../../support/fixtures';

// The writing tools in mfe-tools served alone (its own index.html and config.json), against the real api.

test('grammar checker: issues highlighted, Apply all gives the corrected text', async ({ page }) => {
  await page.goto('/grammar-checker');
  await expectHeading(page, 'Grammar Checker');
  await page.getByLabel('Your text').fill('This is a a test of the speling checker.');
  await page.getByRole('button', { name: 'Check grammar' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.locator('mark')).toHaveText(['a a', 'speling']);
  await expectNoSeriousA11yViolations(page);
  await results.getByRole('button', { name: /^Apply all/ }).click();
  await expect(page.getByRole('heading', { name: 'Corrected text' })).toBeVisible();
  await expect(page.getByText('This is a test of the spelling checker.')).toBeVisible();
});

test('grammar checker: UK English accepts British spelling and catches grammar', async ({ page }) => {
  await page.goto('/grammar-checker');
  await page.getByRole('combobox', { name: 'English variant' }).selectOption({ label: 'UK English' });
  await page
    .getByLabel('Your text')
    .fill("The colour of the organisation's logo was analysed, but the results was late.");
  await page.getByRole('button', { name: 'Check grammar' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.locator('mark')).toHaveText(['was']);
  await expect(results.getByRole('button', { name: 'Replace “was” with “were”' })).toBeVisible();
});

test('paraphrasing tool: changed words highlighted, an alternative picked', async ({ page }) => {
  await page.goto('/paraphrasing-tool');
  await expectHeading(page, 'Paraphrasing Tool');
  await page.getByLabel('Your text').fill('Students often struggle to finish 5 essays, as Maria Lopez found in 2024.');
  await page.getByRole('button', { name: 'Paraphrase' }).click();
  const output = page.getByRole('group', { name: 'Paraphrased text' });
  const word = output.getByRole('button', { name: /changed from “often”/ });
  await expect(word).toBeVisible();
  await expect(output).toContainText('5 essays, as Maria Lopez found in 2024.');
  await expectNoSeriousA11yViolations(page);
  await word.click();
  await page.getByRole('option', { name: /often \(original\)/ }).click();
  await expect(output).toContainText('often struggle');
  await expect(output.getByRole('button', { name: /^often \(your original word\)/ })).toBeFocused();
});

test('plagiarism checker: a copied passage is found and highlighted', async ({ page }) => {
  await page.goto('/plagiarism-checker');
  await expectHeading(page, 'Plagiarism Checker');
  await expect(page.getByText(/does not search the internet/).first()).toBeVisible();
  await page
    .getByLabel('Your text')
    .fill('My view is simple. Research shows that students who sleep well remember more of their lessons.');
  await page.getByLabel('Source 1').fill('Research shows that students who sleep well remember more of their lessons.');
  await page.getByRole('button', { name: 'Check similarity' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { name: 'Source 1: 75%' })).toBeVisible();
  await expect(results.locator('mark')).toContainText(
    'Research shows that students who sleep well remember more of their lessons',
  );
  await expectNoSeriousA11yViolations(page);
});
