import { routesOf } from '../../support/site-routes';
import { expect, expectHeading, test } from '../../support/fixtures';

// mfe-blog served alone (its own index.html and bare router), as QA runs it.
test.describe('mfe-blog standalone', () => {
  for (const entry of routesOf('blog')) {
    test(`${entry.path} renders without the shell`, async ({ page }) => {
      await page.goto(entry.path);
      await expectHeading(page, entry.heading ?? 'No Payment Details Found');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Section pages' })).toBeVisible();
    });
  }
});
