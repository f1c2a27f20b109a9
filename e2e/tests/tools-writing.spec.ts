import type { Page, Route } from '@playwright/test';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { ORIGINS } from '../support/servers';

// The writing tools in the composed site, against the real api. page.route only injects faults.

// Its tests share nothing but the site: they spread over the workers one by one, so a long file
// does not keep one worker busy at the end of the run while the others idle.
test.describe.configure({ mode: 'parallel' });

const GRAMMAR_MISTAKES = 'This is a a test of the speling checker.';
const PARAPHRASE_TEXT =
  'Students often struggle to manage their time during the exam season. ' +
  'A simple plan helps Maria Lopez finish 5 essays before the deadline in 2024.';
const SOURCE =
  'Sleep matters for memory. Research shows that students who sleep at least eight hours remember more of what they studied the day before.';
const COPYING_TEXT =
  'I plan my revision around a fixed bedtime. Research shows that students who sleep at least eight hours remember more of what they studied, so I protect my sleep.';
const UNRELATED_SOURCE = 'The mitochondria produce most of the energy that a living cell needs to grow and divide.';

/** Answers the api call with an error status, with the CORS header the real api sends. */
const failWith = (status: number) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify({ error: 'injected', errors: [] }),
  });

/** Counts the requests the page sends to an api path. */
/**
 * Resolves once every request the page made so far has reached the test: the page makes one more,
 * a marker, and the browser reports a page's requests in the order it makes them.
 */
async function untilRequestsReported(page: Page) {
  const marker = `/robots.txt?marker=${Date.now()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined), marker),
  ]);
}

function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${ORIGINS.api}${path}`) && request.method() === 'POST') seen.push(request.url());
  });
  return seen;
}

test.describe('grammar checker', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/grammar-checker');
    await expectHeading(page, 'Grammar Checker');
  });

  test('highlights a spelling mistake and a repeated word, applies a suggestion, Apply all and Copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGINS.shell });
    await page.getByLabel('Your text').fill(`${GRAMMAR_MISTAKES} Its a good day for a a walk.`);
    await page.getByRole('button', { name: 'Check grammar' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.locator('mark')).toHaveText(['a a', 'speling', 'Its', 'a a']);
    await expect(page.getByRole('status').first()).toContainText('issues found');
    await expect(results.getByRole('button', { name: /^speling: Spelling mistake/ })).toBeVisible();

    await results.getByRole('button', { name: 'Replace “speling” with “spelling”' }).click();
    await expect(results.locator('mark')).toHaveText(['a a', 'Its', 'a a']);
    await expect(results).toContainText('This is a a test of the spelling checker.');

    await results.getByRole('button', { name: /^Apply all/ }).click();
    const corrected = "This is a test of the spelling checker. It's a good day for a walk.";
    await expect(page.getByRole('heading', { name: 'Corrected text' })).toBeVisible();
    await expect(page.getByText(corrected)).toBeVisible();
    await page.getByRole('button', { name: 'Copy corrected text' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(corrected);
  });

  test("a clean sentence gives 'No issues found!'", async ({ page }) => {
    await page.getByLabel('Your text').fill('The weather is nice today, and we are going to the park.');
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No issues found!' })).toBeVisible();
  });

  test('blank text sends no request, and text over 20,000 characters is refused before sending', async ({ page }) => {
    const sent = countRequests(page, '/v2/check');
    const box = page.getByLabel('Your text');
    await box.fill('   \n  ');
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await expect(box).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Results' })).toHaveCount(0);

    await box.fill('word '.repeat(4000) + 'x');
    await expect(page.getByText('20,001 / 20,000 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText(
      'Your text is 20,001 characters long. The grammar checker takes up to 20,000 characters at a time',
    );
    await untilRequestsReported(page);
    expect(sent).toEqual([]);
  });

  for (const [status, message] of [
    [500, 'Error checking grammar. Please try again later.'],
    [413, 'The text is too long for the grammar service (the limit is 20,000 characters).'],
    [429, 'Too many checks in a short time. Please wait a minute and try again.'],
  ] as const) {
    test(`an api ${status} says so and keeps the text`, async ({ page }) => {
      await page.route(`${ORIGINS.api}/v2/check`, failWith(status));
      await page.getByLabel('Your text').fill(GRAMMAR_MISTAKES);
      await page.getByRole('button', { name: 'Check grammar' }).click();
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByLabel('Your text')).toHaveValue(GRAMMAR_MISTAKES);
      await expect(page.getByRole('button', { name: 'Check grammar' })).not.toHaveAttribute('aria-disabled');
    });
  }

  test('catches grammar, not only spelling, and groups the issues by kind', async ({ page }) => {
    await page.getByLabel('Your text').fill('She go to the library. The results was surprising. I bought three book.');
    await page.getByRole('button', { name: 'Check grammar' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.locator('mark')).toHaveText(['go', 'was', 'book']);
    await expect(results.getByRole('heading', { name: 'Grammar (3)' })).toBeVisible();
    await results.getByRole('button', { name: /^Apply all/ }).click();
    await expect(
      page.getByText('She goes to the library. The results were surprising. I bought three books.'),
    ).toBeVisible();
  });

  test('Apply all on errors that interact leaves a text the checker then finds correct', async ({ page }) => {
    await page
      .getByLabel('Your text')
      .fill(
        'The results of the survey was suprising, and their is many reasons for it. ' +
          'Me and my friend has analysed the data but we could of done better.',
      );
    await page.getByRole('button', { name: 'Check grammar' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    // "their is" and "Me and my friend has" are each one fix that leaves no new error behind.
    await expect(results.locator('mark')).toContainText(['their is', 'Me and my friend', 'has']);
    await results.getByRole('button', { name: /^Apply all/ }).click();
    const corrected =
      'The results of the survey were surprising, and there are many reasons for it. ' +
      'My friend and I have analyzed the data but we could have done better.';
    await expect(page.getByRole('heading', { name: 'Corrected text' })).toBeVisible();
    await expect(page.getByText(corrected)).toBeVisible();
    await expect(page.getByRole('status').first()).toHaveText(
      'Suggestions applied. Your corrected text is ready to copy.',
    );

    await page.getByRole('button', { name: 'Edit text' }).click();
    await expect(page.getByLabel('Your text')).toHaveValue(corrected);
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No issues found!' })).toBeVisible();
  });

  test('Ignore, Ignore rule and Add to dictionary, by keyboard, remembered for the next check and undoable', async ({
    page,
  }) => {
    const text = 'The results was clear. I keep my notes in zotexo and share zotexo files.';
    const check = () => page.getByRole('button', { name: 'Check grammar' }).click();
    await page.getByLabel('Your text').fill(text);
    await check();
    // The heading, and so the region's name, reads "Corrected text" once no issue is left.
    const results = page.getByRole('region', { name: /^(Results|Corrected text)$/ });
    await expect(results.locator('mark')).toHaveText(['was', 'zotexo', 'zotexo']);

    // Ignore hides one issue and leaves the text as it is.
    const ignore = results.getByRole('button', { name: 'Ignore “zotexo”' }).first();
    await ignore.focus();
    await page.keyboard.press('Enter');
    await expect(results.locator('mark')).toHaveText(['was', 'zotexo']);

    // Add to dictionary hides the word everywhere; Ignore rule hides every issue of that rule.
    await results.getByRole('button', { name: 'Add to dictionary: “zotexo”' }).press('Enter');
    await results.getByRole('button', { name: /^Ignore rule: / }).click();
    await expect(results.locator('mark')).toHaveCount(0);
    await expect(results).toContainText(text);

    // The next check leaves both alone, on the server (disabledRules) and in the page (the word).
    await page.getByRole('button', { name: 'Edit text' }).click();
    const sent = page.waitForRequest((request) => request.url() === `${ORIGINS.api}/v2/check`);
    await check();
    expect(new URLSearchParams((await sent).postData() ?? '').get('disabledRules')).toBe('SUBJECT_VERB_AGREEMENT');
    await expect(page.getByRole('status').filter({ hasText: 'No issues found!' })).toBeVisible();

    // Both can be taken back.
    await page.getByText(/^Ignored rules and your dictionary/).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Remove “zotexo”' }).click();
    await page.getByRole('button', { name: /^Check “.*” again$/ }).click();
    await page.getByRole('button', { name: 'Edit text' }).click();
    await check();
    await expect(results.locator('mark')).toHaveText(['was', 'zotexo', 'zotexo']);
  });

  test('axe finds nothing serious with results shown', async ({ page }) => {
    await page.getByLabel('Your text').fill(GRAMMAR_MISTAKES);
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await expect(page.getByRole('region', { name: 'Results' }).locator('mark')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('grammar checker for a British browser', () => {
  test.use({ locale: 'en-GB' });

  test('starts on UK English, accepts British spelling, fixes American spelling the British way, and remembers a change', async ({
    page,
  }) => {
    await page.goto('/grammar-checker');
    const variant = page.getByRole('combobox', { name: 'English variant' });
    await expect(variant).toHaveValue('en-GB');
    await page.getByLabel('Your text').fill("The colour of the organisation's logo was analysed.");
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No issues found!' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit text' }).click();
    await page.getByLabel('Your text').fill('The color of the organization was analyzed.');
    await page.getByRole('button', { name: 'Check grammar' }).click();
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('button', { name: /^Apply all/ })
      .click();
    await expect(page.getByText('The colour of the organisation was analysed.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit text' }).click();
    await variant.selectOption({ label: 'Australian English' });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'English variant' })).toHaveValue('en-AU');
  });
});

test.describe('paraphrasing tool', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/paraphrasing-tool');
    await expectHeading(page, 'Paraphrasing Tool');
  });

  const output = (page: Page) => page.getByRole('group', { name: 'Paraphrased text' });

  async function paraphrase(page: Page) {
    await page.getByRole('button', { name: 'Paraphrase' }).click();
    await expect(page.getByRole('status').filter({ hasText: /words? changed\./ })).toBeVisible();
    return (await output(page).textContent()) ?? '';
  }

  test('highlights changed words, keeps numbers and names, and gives the same output again', async ({ page }) => {
    await page.getByLabel('Your text').fill(PARAPHRASE_TEXT);
    await page.getByRole('radio', { name: /Standard/ }).check();
    const first = await paraphrase(page);
    expect(first).not.toBe(PARAPHRASE_TEXT);
    for (const kept of ['Maria Lopez', ' 5 ', '2024.', 'the exam season.']) expect(first).toContain(kept);
    const changed = output(page).locator('mark');
    expect(await changed.count()).toBeGreaterThanOrEqual(2);
    await expect(output(page).getByRole('button', { name: /changed from “often”/ })).toBeVisible();

    const second = await paraphrase(page);
    expect(second).toBe(first);
  });

  test('picking an alternative from the list updates the output, by mouse and by keyboard', async ({ page }) => {
    await page.getByLabel('Your text').fill(PARAPHRASE_TEXT);
    const before = await paraphrase(page);
    const word = output(page).getByRole('button', { name: /changed from “often”/ });
    const shown = (await word.textContent()) ?? '';
    await word.click();
    const list = page.getByRole('listbox', { name: 'Words for “often”' });
    await expect(list).toBeFocused();
    await expect(list.getByRole('option', { selected: true })).toHaveText(`✓${shown}`);
    const others = list.getByRole('option', { selected: false });
    const pick = ((await others.last().textContent()) ?? '').replace(' (original)', '');
    await others.last().click();
    await expect(list).toBeHidden();
    expect(await output(page).textContent()).toBe(before.replace(shown, pick));
    await expect(page.getByRole('status').filter({ hasText: `is now “${pick}”` })).toBeVisible();

    // Keyboard: Enter opens, Home goes to the original, Enter picks it; focus returns to the word.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(output(page).getByRole('button', { name: /^often \(your original word\)/ })).toBeFocused();
    expect(await output(page).textContent()).toBe(before.replace(shown, 'often'));
  });

  test('writes synonyms in the chosen variant: “utilised” for UK English, “utilized” for US English', async ({
    page,
  }) => {
    const text = 'The team used a new method.';
    const words = async () =>
      ((await output(page).textContent()) ?? '') + (await page.getByRole('option').allTextContents()).join(' ');
    await page.getByLabel('Your text').fill(text);
    await page.getByRole('combobox', { name: 'English variant' }).selectOption({ label: 'UK English' });
    await paraphrase(page);
    await output(page)
      .getByRole('button', { name: /changed from “used”/ })
      .click();
    expect(await words()).toContain('utilised');
    expect(await words()).not.toContain('utilized');
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'English variant' }).selectOption({ label: 'US English' });
    await paraphrase(page);
    await output(page)
      .getByRole('button', { name: /changed from “used”/ })
      .click();
    expect(await words()).toContain('utilized');
    expect(await words()).not.toContain('utilised');
  });

  test('never changes what a sentence says: its nouns and terms stay, and each mode reads differently', async ({
    page,
  }) => {
    const text =
      'Rising sea levels threaten coastal cities, and governments must act. The contract was enforced in court. ' +
      'In order to obtain accurate results, researchers carried out a survey and found out that students often rest.';
    await page.getByLabel('Your text').fill(text);
    const results: string[] = [];
    for (const mode of ['Standard', 'Fluent', 'Formal']) {
      await page.getByRole('radio', { name: new RegExp(mode) }).check();
      const result = await paraphrase(page);
      for (const kept of ['sea levels', 'coastal cities', 'governments', 'enforced in court', 'students']) {
        expect(result, mode).toContain(kept);
      }
      for (const wrong of ['degrees', 'regimes', 'tribunal', 'implemented']) expect(result, mode).not.toContain(wrong);
      results.push(result);
    }
    expect(new Set(results).size).toBe(3);
    expect(results[1]).toContain('To get accurate results');
    expect(results[2]).toContain('conducted a survey and discovered that');
  });

  test('says so when nothing can be rewritten safely', async ({ page }) => {
    await page.getByLabel('Your text').fill('The European Court of Justice, 2019.');
    await page.getByRole('button', { name: 'Paraphrase' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'cannot be rewritten without risking its meaning' }),
    ).toBeVisible();
    await expect(output(page)).toHaveText('The European Court of Justice, 2019.');
  });

  test('Copy copies the result as it stands', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGINS.shell });
    await page.getByLabel('Your text').fill(PARAPHRASE_TEXT);
    const result = await paraphrase(page);
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(result);
  });

  test('blank text asks for text and sends nothing', async ({ page }) => {
    const sent = countRequests(page, '/v1/paraphrase');
    await page.getByRole('button', { name: 'Paraphrase' }).click();
    await expect(page.getByLabel('Your text')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('Please enter some text to paraphrase.');
    expect(sent).toEqual([]);
  });

  for (const [status, message] of [
    [500, 'Error paraphrasing the text. Please try again later.'],
    [429, 'Too many requests in a short time. Please wait a minute and try again.'],
    [413, 'The text is too long to paraphrase. Please keep it under 5,000 characters.'],
  ] as const) {
    test(`an api ${status} says so and keeps the text`, async ({ page }) => {
      await page.route(`${ORIGINS.api}/v1/paraphrase`, failWith(status));
      await page.getByLabel('Your text').fill(PARAPHRASE_TEXT);
      await page.getByRole('button', { name: 'Paraphrase' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByLabel('Your text')).toHaveValue(PARAPHRASE_TEXT);
      await expect(page.getByRole('button', { name: 'Paraphrase' })).not.toHaveAttribute('aria-disabled');
    });
  }

  test('axe finds nothing serious with the result and the list of alternatives shown', async ({ page }) => {
    await page.getByLabel('Your text').fill(PARAPHRASE_TEXT);
    await paraphrase(page);
    await expectNoSeriousA11yViolations(page);
    await output(page)
      .getByRole('button', { name: /changed from “often”/ })
      .click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('plagiarism checker', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/plagiarism-checker');
    await expectHeading(page, 'Plagiarism Checker');
  });

  test('says plainly that it does not search the internet', async ({ page }) => {
    await expect(page.getByText(/does not search the internet/).first()).toBeVisible();
  });

  test('a copied sentence shows a share and is highlighted; an unrelated source shows 0%', async ({ page }) => {
    await page.getByLabel('Your text').fill(COPYING_TEXT);
    await page.getByLabel('Source 1').fill(SOURCE);
    await page.getByRole('button', { name: 'Add source' }).click();
    await expect(page.getByLabel('Source 2')).toBeFocused();
    await page.getByLabel('Source 2').fill(UNRELATED_SOURCE);
    await page.getByRole('button', { name: 'Check similarity' }).click();

    const results = page.getByRole('region', { name: 'Results' });
    await expect(
      page.getByRole('status').filter({ hasText: /^\d+(\.\d)?% of your text's wording also appears/ }),
    ).toBeVisible();
    const overall = results.getByRole('definition').first();
    await expect(overall).toHaveText(/^(?!0%)\d+(\.\d)?%$/);
    await expect(results.getByRole('heading', { name: /^Source 1: (?!0%)\d+(\.\d)?%$/ })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Source 2: 0%' })).toBeVisible();
    const copied = 'Research shows that students who sleep at least eight hours remember more of what they studied';
    await expect(results.locator('mark')).toHaveText([`Shared passage: ${copied}`]);
    await expect(results.getByRole('list', { name: 'Passages shared with Source 1' })).toContainText(copied);
    await expect(results).toContainText('does not search the internet');
  });

  test('asks for the text and for a source before checking', async ({ page }) => {
    await page.getByRole('button', { name: 'Check similarity' }).click();
    await expect(page.getByLabel('Your text')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your text')).toBeFocused();
    await expect(page.getByText('Please enter your text to check.')).toBeVisible();
    await expect(page.getByText('Please paste at least one source to compare your text with.')).toBeVisible();
    await page.getByLabel('Your text').fill(COPYING_TEXT);
    await page.getByRole('button', { name: 'Check similarity' }).click();
    await expect(page.getByLabel('Source 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Results' })).toHaveCount(0);
  });

  test('axe finds nothing serious with results shown', async ({ page }) => {
    await page.getByLabel('Your text').fill(COPYING_TEXT);
    await page.getByLabel('Source 1').fill(SOURCE);
    await page.getByRole('button', { name: 'Add source' }).click();
    await page.getByRole('button', { name: 'Check similarity' }).click();
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
