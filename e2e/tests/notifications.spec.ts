import { LEAD_ASSIGNMENT_TYPES } from '@shared/contracts';
import { expect, expectHeading, test } from '../support/fixtures';
import { receivedMail } from '../support/mail';
import { NOTIFY_TO } from '../support/servers';
import { routeAt } from '../support/site-routes';

const HOME_HEADING = routeAt('/')?.heading ?? '';
const LEAD_SUCCESS = 'Thank you for registering! We will get in touch soon.';

test('a lead sent from the home page reaches the agency by email within 10 s', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, HOME_HEADING);
  const dialog = page.getByRole('dialog', { name: 'Get a Free Quote' });
  await expect(dialog).toBeVisible({ timeout: 6_000 });
  const name = `Mail Lead ${Date.now()}`;
  const email = `mail-lead-${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('202 555 0123');
  await dialog.getByRole('combobox', { name: 'Assignment type' }).selectOption('case-study');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: LEAD_SUCCESS })).toHaveText(LEAD_SUCCESS);
  const sentAt = Date.now();

  const mine = () => receivedMail().find((mail) => mail.text.includes(email));
  await expect
    .poll(() => mine() !== undefined, { timeout: 10_000, message: 'the email arrives within 10 s' })
    .toBe(true);
  expect(Date.now() - sentAt).toBeLessThan(10_000);
  const mail = mine()!;
  const type = LEAD_ASSIGNMENT_TYPES.find((t) => t.value === 'case-study')!.label;
  expect(mail.to.text).toBe(NOTIFY_TO);
  expect(mail.replyTo).toBe(email);
  expect(mail.subject).toBe(`New lead: ${name} (${type})`);
  expect(mail.text).toMatch(new RegExp(`^Name: +${name}$`, 'm'));
  expect(mail.text).toMatch(new RegExp(`^Email: +${email.replace(/\./g, '\\.')}$`, 'm'));
  expect(mail.text).toMatch(/^Phone: +\+12025550123$/m);
  expect(mail.text).toMatch(new RegExp(`^Assignment type: +${type}$`, 'm'));
});
