import { expect, test, type Page } from '@playwright/test';
import { storedSubmissions } from '../../support/stored';

// JavaScript is off in this project: every form below is a plain HTML form, posted to its own
// page and answered by the composition server.

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.use({ storageState: { cookies: [], origins: [] } });

async function fillContact(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
  await page.getByRole('textbox', { name: 'Message' }).fill('Can you help with my MBA dissertation?');
}

test.describe('a visitor whose browser is British', () => {
  test.use({ locale: 'en-GB' });

  test('sees the phone at +44 without JavaScript, and a UK number is stored as theirs', async ({ page, request }) => {
    const email = uniqueEmail('nojs-gb');
    await page.goto('/contactus');
    await expect(page.getByRole('button', { name: /country code: United Kingdom$/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Amelia Hart');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('07911 123456');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can you help with my essay?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    const stored = (await storedSubmissions(request, 'contact')).filter((payload) => payload.email === email);
    expect(stored.map((payload) => payload.phone)).toEqual(['+447911123456']);
  });
});

test.describe('a form nothing answers, without JavaScript', () => {
  test('gets "This form could not be sent" (400) and a way back, and nothing is stored', async ({ page, request }) => {
    const email = uniqueEmail('nojs-unanswered');
    await page.goto('/contactus');
    // The contact page of an older release: its form names an intent this server does not answer.
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.locator('input[name="intent"]').evaluate((input: HTMLInputElement) => (input.value = 'retired-form'));
    await fillContact(page, email);
    const [post] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(post.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form could not be sent');
    await page.getByRole('link', { name: 'Open the page again' }).click();
    await expect(page).toHaveURL('/contactus');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect((await storedSubmissions(request, 'contact')).filter((payload) => payload.email === email)).toEqual([]);
  });
});

test.describe('contact form without JavaScript', () => {
  test('is stored once, even sent twice, and the page says so', async ({ page, request }) => {
    const email = uniqueEmail('nojs-contact');
    await page.goto('/contactus');
    await fillContact(page, email);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    // A hurried double tap: both posts carry the page's idempotency key.
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    // The same post sent once more (a resend after a dropped connection) stores nothing new.
    const resent = await page.request.post('/contactus', {
      headers: { Origin: new URL(page.url()).origin },
      form: {
        intent: 'contact',
        idempotencyKey: key,
        name: 'Ravi Kumar',
        email,
        'phone-number': '98765 43210',
        'phone-dial': '91',
        message: 'Can you help with my MBA dissertation?',
      },
      maxRedirects: 0,
    });
    expect(resent.status()).toBe(303);
    await expect(page).toHaveURL(/\/contactus\?sent=contact$/);
    const stored = (await storedSubmissions(request, 'contact')).filter((payload) => payload.email === email);
    expect(stored).toEqual([
      {
        name: 'Ravi Kumar',
        email,
        phone: '+919876543210',
        message: 'Can you help with my MBA dissertation?',
      },
    ]);
  });

  test('shows the field errors and keeps everything typed', async ({ page, request }) => {
    await page.goto('/contactus');
    await fillContact(page, 'not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Kumar');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Can you help with my MBA dissertation?');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    // Fixed and sent again from the answer page, it goes through.
    const email = uniqueEmail('nojs-contact-fixed');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    expect((await storedSubmissions(request, 'contact')).filter((payload) => payload.email === email)).toHaveLength(1);
  });

  test('refuses a post from another site', async ({ request, baseURL }) => {
    const response = await request.post('/contactus', {
      headers: { Origin: 'https://elsewhere.example' },
      form: { intent: 'contact', name: 'X', email: 'x@example.com', message: 'hi' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    // The same post from the site's own origin is answered (here: the missing phone).
    const own = await request.post('/contactus', {
      headers: { Origin: baseURL! },
      form: { intent: 'contact', name: 'X', email: 'x@example.com', message: 'hi' },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(422);
    expect(await own.text()).toContain('Please enter your phone number.');
  });
});

test('the lead form posted natively is stored once and answered with 303', async ({ request, baseURL }) => {
  // The lead form lives in the home page's popup, which opens with JavaScript; a post of it that
  // reaches the server anyway (the visitor's scripts failed after it opened) is still answered.
  const email = uniqueEmail('nojs-lead');
  const form = {
    intent: 'lead',
    idempotencyKey: `lead-${email}`,
    name: 'Mia Chen',
    email,
    'phone-number': '0412 345 678',
    'phone-dial': '61',
    assignmentType: 'essay',
    message: '',
    acceptTerms: 'on',
  };
  for (let i = 0; i < 2; i++) {
    const response = await request.post('/', { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/?sent=lead');
  }
  expect((await storedSubmissions(request, 'lead')).filter((payload) => payload.email === email)).toEqual([
    expect.objectContaining({
      name: 'Mia Chen',
      phone: '+61412345678',
      assignmentType: 'essay',
      acceptTerms: 'accepted',
    }),
  ]);
});

test.describe('text tools without JavaScript', () => {
  test('the grammar checker checks the text on the server', async ({ page }) => {
    await page.goto('/grammar-checker');
    await page.getByRole('textbox', { name: 'Your text' }).fill('Their is many reasons for it.');
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(page.getByText(/\d+ issues? found\./)).toBeVisible();
  });

  test('the paraphraser answers with the paraphrased text', async ({ page }) => {
    await page.goto('/paraphrasing-tool');
    await page
      .getByRole('textbox', { name: 'Your text' })
      .fill('The students quickly finished their difficult homework before the important exam.');
    await page.getByRole('button', { name: 'Paraphrase' }).click();
    await expect(page.getByText(/words? changed\. Select a highlighted word/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue(
      'The students quickly finished their difficult homework before the important exam.',
    );
  });

  test('the essay checker reports on the essay', async ({ page }) => {
    await page.goto('/essay-checker');
    await page
      .getByRole('textbox', { name: 'Your essay' })
      .fill('The essay was written in a hurry. It was read by my tutor, who liked the argument.');
    await page.getByRole('button', { name: 'Check essay' }).click();
    await expect(page.getByRole('heading', { name: 'Your report' })).toBeVisible();
  });

  test('the plagiarism checker compares the text with its source', async ({ page }) => {
    await page.goto('/plagiarism-checker');
    await page
      .getByRole('textbox', { name: 'Your text' })
      .fill('The mitochondria is the powerhouse of the cell and it makes energy for the body.');
    await page
      .getByRole('textbox', { name: 'Source 1' })
      .fill('Everyone knows the mitochondria is the powerhouse of the cell and it makes energy.');
    await page.getByRole('button', { name: /check/i }).click();
    await expect(page.getByText(/% of your text's wording also appears in the source\./)).toBeVisible();
  });

  test('a blank check asks for text, as it does with JavaScript', async ({ page }) => {
    await page.goto('/paraphrasing-tool');
    await page.getByRole('button', { name: 'Paraphrase' }).click();
    await expect(page.getByText('Please enter some text to paraphrase.')).toBeVisible();
  });
});
