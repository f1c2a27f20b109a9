import { routesOf } from '../../support/site-routes';
import { expect, expectHeading, test } from '../../support/fixtures';

// mfe-checkout served alone (its own index.html and bare router), as QA runs it.
test.describe('mfe-checkout standalone', () => {
  for (const entry of routesOf('checkout').filter((route) => !route.path.includes('/:'))) {
    test(`${entry.path} renders without the shell`, async ({ page }) => {
      await page.goto(entry.path);
      await expectHeading(page, entry.heading ?? 'No Payment Details Found');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Section pages' })).toBeVisible();
    });
  }

  test.describe('a student order page', () => {
    // The api answers 404 for a token that matches no order, and the browser logs it.
    test.use({ expectedConsoleErrors: /status of 404/ });

    test('renders without the shell, and says when the order does not exist', async ({ page }) => {
      await page.goto('/orders/no-such-order-token');
      await expectHeading(page, 'Order not found');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  });
});
