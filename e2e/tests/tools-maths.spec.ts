import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routesOf } from '../support/site-routes';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';

// The tools index, the three maths tools, the essay checker and the essay typer on the composed site,
// against the real grammar service; page.route only breaks that service to test the failure.

// Its tests share nothing but the site: they spread over the workers one by one, so a long file
// does not keep one worker busy at the end of the run while the others idle.
test.describe.configure({ mode: 'parallel' });

const FACTOR_MESSAGE = 'Please enter a positive integer.';
const NO_EQUALS = 'Equation must contain an "=" sign.';
const INVALID_EQUATION = 'Invalid equation or unsupported format. Please try again.';
const GRAMMAR_FAILED = 'Error checking grammar. Please try again later.';

/** An essay with one long sentence, one passive verb, a doubled word, over-used words and a typo. */
const ESSAY = `Social media has changed how students study. Many students use it to share notes, and teachers use it to answer questions after class. The the benefits are real, but the risks are real too.

The survey was conducted by the school in the spring term of the last academic year with more than four hundred students from every year group, and it found that most of them checked their phones during homework at least once every ten minutes. Homework was often left unfinished. Students said that social media made homework feel longer.

Teh school should teach students to plan their time and to switch off notifications while they work.`;

async function factor(page: Page, input: string) {
  await page.getByLabel('Positive integer').fill(input);
  await page.getByRole('button', { name: 'Find factors' }).click();
}

async function solve(page: Page, equation: string) {
  await page.getByLabel('Equation').fill(equation);
  await page.getByRole('button', { name: 'Solve' }).click();
}

/** The roots as shown, one line per root: `x₁ = 1/2`. */
function rootLines(page: Page) {
  return page.getByRole('status').getByRole('list', { name: 'Roots' }).getByRole('listitem');
}

test.describe('tools index', () => {
  const tools = routesOf('tools').filter((entry) => entry.path !== '/tools');

  test('lists a card for every tool', async ({ page }) => {
    await page.goto('/tools');
    await expectHeading(page, 'Free Academic Tools');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(tools.length);
    for (const tool of tools) {
      await expect(page.getByRole('main').getByRole('link', { name: tool.heading!, exact: true })).toHaveAttribute(
        'href',
        tool.path,
      );
    }
  });

  for (const tool of tools) {
    test(`the ${tool.path} card opens its tool`, async ({ page }) => {
      await page.goto('/tools');
      await expectHeading(page, 'Free Academic Tools');
      await page.getByRole('main').getByRole('link', { name: tool.heading!, exact: true }).click();
      await expect(page).toHaveURL(tool.path);
      await expectHeading(page, tool.heading!);
    });
  }
});

test.describe('factoring calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/factoring-calculator');
    await expectHeading(page, 'Factoring Calculator');
  });

  test('360: all factors, the prime factorisation and the factor pairs', async ({ page }) => {
    await factor(page, '360');
    await expect(page.getByRole('status').first()).toHaveText('360 is a composite number with 24 factors.');
    const factorisation = page.getByRole('heading', { name: 'Prime factorisation' }).locator('xpath=..');
    await expect(factorisation.getByRole('paragraph')).toHaveText(
      /^360 = 2(\^| to the power of )?3 × 3(\^| to the power of )?2 × 5$/,
    );
    await expect(factorisation.locator('sup')).toHaveText(['3', '2']);

    const factors = page.getByRole('heading', { name: 'All factors (24)' }).locator('xpath=..').getByRole('listitem');
    await expect(factors).toHaveText(
      [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90, 120, 180, 360].map(String),
    );
    const pairs = page.getByRole('heading', { name: 'Factor pairs (12)' }).locator('xpath=..').getByRole('listitem');
    await expect(pairs).toHaveText([
      '1 × 360',
      '2 × 180',
      '3 × 120',
      '4 × 90',
      '5 × 72',
      '6 × 60',
      '8 × 45',
      '9 × 40',
      '10 × 36',
      '12 × 30',
      '15 × 24',
      '18 × 20',
    ]);
  });

  test('the result has a URL, and the division ladder shows how the factorisation is found', async ({ page }) => {
    await factor(page, '360');
    await expect(page).toHaveURL(/\/factoring-calculator\?number=360$/);
    const ladder = page.getByRole('table', { name: 'Division ladder' });
    await expect(ladder.locator('tbody tr')).toHaveText(['3602180', '180290', '90245', '45315', '1535', '551']);
    await page.goto('/factoring-calculator?number=84');
    await expect(page.getByLabel('Positive integer')).toHaveValue('84');
    await expect(page.getByRole('status').first()).toHaveText('84 is a composite number with 12 factors.');
  });

  test('2^53 − 1 is factorised', async ({ page }) => {
    await factor(page, '9007199254740991');
    await expect(page.getByRole('heading', { name: 'Results for 9,007,199,254,740,991' })).toBeVisible();
    await expect(page.getByText('9,007,199,254,740,991 = 6,361 × 69,431 × 20,394,401')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All factors (8)' })).toBeVisible();
  });

  for (const refused of ['1e3', '2.5', '-4', '', '9007199254740992', '12abc']) {
    test(`${JSON.stringify(refused)} is refused with the message`, async ({ page }) => {
      await factor(page, '12');
      await expect(page.getByRole('heading', { name: 'Results for 12' })).toBeVisible();
      await factor(page, refused);
      const field = page.getByLabel('Positive integer');
      await expect(page.getByRole('alert')).toHaveText(FACTOR_MESSAGE);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(FACTOR_MESSAGE.replace('.', '\\.')));
      await expect(page.getByRole('heading', { name: /^Results for/ })).toHaveCount(0);
    });
  }

  test('has no serious accessibility violations with results shown', async ({ page }) => {
    await factor(page, '360');
    await expect(page.getByRole('heading', { name: 'Results for 360' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('free factoring calculator', () => {
  const results = (page: Page) => page.getByRole('region', { name: 'Results' });
  const panel = (page: Page, title: string) => results(page).getByRole('heading', { name: title }).locator('xpath=..');

  test.beforeEach(async ({ page }) => {
    await page.goto('/free-factoring-calculator');
    await expectHeading(page, 'Free Factoring Calculator');
  });

  test('0.75 is 3/4, with its continued fraction', async ({ page }) => {
    await page.getByLabel('Decimal number').fill('0.75');
    await expect(panel(page, 'Rational form')).toContainText('= 3/4');
    await expect(panel(page, 'Continued fraction')).toContainText('[0; 1, 3]');
    await expect(panel(page, 'Closed forms').getByRole('listitem').first()).toContainText('3/4');
  });

  test('3.14159265 is recognised as π and 1.41421356 as √2', async ({ page }) => {
    await page.getByLabel('Decimal number').fill('3.14159265');
    await expect(panel(page, 'Closed forms').getByRole('listitem').first()).toHaveText(/^≈ π \(multiple of π/);
    await expect(panel(page, 'Rational form')).toContainText('≈ 355/113');
    await page.getByLabel('Decimal number').fill('1.41421356');
    await expect(panel(page, 'Closed forms').getByRole('listitem').first()).toHaveText(/^≈ √2 \(square root/);
    await expect(panel(page, 'Continued fraction')).toContainText('[1; 2, 2, 2, 2, 2, 2, 2, 2, 2]');
  });

  test('a whole number gets its prime factorisation, and the working shows Euclid and the convergents', async ({
    page,
  }) => {
    await page.getByLabel('Decimal number').fill('12');
    await expect(panel(page, 'Whole number')).toContainText(/12 = 2(\^| to the power of )?2 × 3/);
    await expect(results(page)).not.toContainText('No simple closed form recognised');
    await page.getByLabel('Decimal number').fill('0.75');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect(page).toHaveURL(/\/free-factoring-calculator\?number=0\.75$/);
    await page.getByText('Show the working', { exact: true }).click();
    // Division, term, convergent: 0, 1, 3/4.
    const rows = panel(page, 'Continued fraction').locator('tbody tr');
    await expect(rows.locator('td:nth-child(1)')).toHaveText(['3 = 0 × 4 + 3', '4 = 1 × 3 + 1', '3 = 3 × 1 + 0']);
    await expect(rows.locator('td:nth-child(2)')).toHaveText(['0', '1', '3']);
    await expect(rows.locator('td:nth-child(3)')).toHaveText(['0', '1', '3/4']);
  });

  test('typing letters clears the result', async ({ page }) => {
    const field = page.getByLabel('Decimal number');
    await field.fill('0.75');
    await expect(results(page)).toBeVisible();
    await field.pressSequentially('abc');
    await expect(results(page)).toHaveCount(0);
    await field.fill('');
    await field.pressSequentially('x');
    await expect(results(page)).toHaveCount(0);
  });

  test('has no serious accessibility violations with results shown', async ({ page }) => {
    await page.getByLabel('Decimal number').fill('3.14159265');
    await expect(results(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('equation solver', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/equation-solver');
    await expectHeading(page, 'Equation Solver');
  });

  test('x/2 + 1/3 = 5/6 gives x = 1', async ({ page }) => {
    await solve(page, 'x/2 + 1/3 = 5/6');
    await expect(page.getByRole('heading', { name: 'Linear equation: 1 root' })).toBeVisible();
    await expect(rootLines(page)).toHaveCount(1);
    await expect(rootLines(page).first()).toContainText('x = 1');
  });

  test('2x^2 - 3x + 1 = 0 gives 1/2 and 1', async ({ page }) => {
    await solve(page, '2x^2 - 3x + 1 = 0');
    await expect(page.getByRole('heading', { name: 'Quadratic equation: 2 roots' })).toBeVisible();
    await expect(rootLines(page)).toHaveText([/^x₁ = 1\/2 ≈ 0\.5/, /^x₂ = 1 real/]);
  });

  test('x^3 = 8 gives 2 and two complex roots', async ({ page }) => {
    await solve(page, 'x^3 = 8');
    await expect(page.getByRole('heading', { name: 'Cubic equation: 3 roots' })).toBeVisible();
    await expect(rootLines(page)).toHaveText([
      /^x₁ = 2 real/,
      /^x₂ = −1 \+ √3 i ≈ −1 \+ 1\.732050808i · complex/,
      /^x₃ = −1 − √3 i ≈ −1 − 1\.732050808i · complex/,
    ]);
  });

  test('(x-1)(x+2) = 0 gives −2 and 1, by setting each factor to zero, not by expanding', async ({ page }) => {
    await solve(page, '(x-1)(x+2) = 0');
    await expect(rootLines(page)).toHaveText([/^x₁ = −2/, /^x₂ = 1/]);
    await expect(page.getByText('x² + x − 2 = 0')).toBeVisible();
    await page.getByText('Show steps', { exact: true }).click();
    const steps = page.getByRole('list', { name: 'Steps' }).locator(':scope > li');
    await expect(steps).toHaveCount(2);
    await expect(steps.last()).toContainText(
      'A product is zero only when one of its factors is zero, so set each factor to zero: x = −2 or x = 1',
    );
    await expect(page.getByRole('list', { name: 'Working for step 2' }).getByRole('listitem')).toHaveText([
      'x − 1 = 0 or x + 2 = 0',
      'x − 1 = 0 gives x = 1',
      'x + 2 = 0 gives x = −2',
    ]);
    await expect(page.getByText(/Expand the brackets|discriminant/)).toHaveCount(0);
  });

  test('a quartic is told what is solved, which is not what malformed input is told', async ({ page }) => {
    await solve(page, 'x^4 = 1');
    await expect(page.getByRole('alert')).toHaveText(
      'This equation has a power of 4. This solver handles linear, quadratic and cubic equations in one variable: whole powers up to 3, with +, −, ×, ÷, brackets and fractions.',
    );
    await expect(page.getByLabel('Equation')).toHaveAttribute('aria-invalid', 'true');
    await solve(page, 'x^2 + = 3');
    await expect(page.getByRole('alert')).toHaveText(INVALID_EQUATION);
  });

  test('x^2 + 1 = 0 gives ±i', async ({ page }) => {
    await solve(page, 'x^2 + 1 = 0');
    await expect(rootLines(page)).toHaveText([/^x₁ = i.*complex/, /^x₂ = −i.*complex/]);
  });

  test('without "=" the message asks for one', async ({ page }) => {
    await solve(page, 'x^2 - 4');
    await expect(page.getByRole('alert')).toHaveText(NO_EQUALS);
    await expect(page.getByLabel('Equation')).toHaveAttribute('aria-invalid', 'true');
    await expect(rootLines(page)).toHaveCount(0);
  });

  for (const text of ['import(1) = 2', 'createUnit("a") = 1', 'constructor = 1', '__proto__ = 1', '1/0 = x']) {
    test(`${text} shows the invalid-equation message`, async ({ page }) => {
      await solve(page, 'x = 2');
      await expect(rootLines(page)).toHaveCount(1);
      await solve(page, text);
      await expect(page.getByRole('alert')).toHaveText(INVALID_EQUATION);
      await expect(page.getByLabel('Equation')).toHaveAttribute('aria-invalid', 'true');
      await expect(rootLines(page)).toHaveCount(0);
    });
  }

  test('0x = 5 is answered: there is no solution, and the equation is not called invalid', async ({ page }) => {
    await solve(page, '0x = 5');
    await expect(page.getByRole('heading', { name: 'No solution' })).toBeVisible();
    await expect(page.getByText(INVALID_EQUATION)).toHaveCount(0);
    await expect(page.getByLabel('Equation')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('0 = 0 holds for every value', async ({ page }) => {
    await solve(page, '0 = 0');
    await expect(page.getByRole('heading', { name: 'Every value is a solution' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('worked steps and shareable results', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    /** The steps, each one item of the list (its working is a list of its own inside). */
    const steps = (page: Page) => page.getByRole('list', { name: 'Steps' }).locator(':scope > li');
    async function showSteps(page: Page) {
      await page.getByText('Show steps', { exact: true }).click();
      await expect(steps(page).first()).toBeVisible();
    }

    test('a quadratic: the URL carries the equation, the steps show the discriminant and the formula, Copy link shares it', async ({
      page,
      baseURL,
    }) => {
      await solve(page, '2x^2 - 3x + 1 = 0');
      await expect(page).toHaveURL(/\/equation-solver\?equation=2x%5E2\+-\+3x\+%2B\+1\+%3D\+0$/);
      await expect(rootLines(page)).toHaveText([/^x₁ = 1\/2/, /^x₂ = 1 real/]);
      await expect(steps(page)).toHaveCount(0);
      await showSteps(page);
      await expect(steps(page)).toContainText([
        'The equation, with every product written out',
        'The discriminant is b² − 4ac = 1 > 0, so there are two real roots',
        'Apply the quadratic formula x = (−b ± √(b² − 4ac))/(2a) with a = 2, b = −3, c = 1: x = 1/2 or x = 1',
      ]);
      // Each formula with its numbers put in and worked out, line by line.
      await expect(page.getByRole('list', { name: 'Working for step 2' })).toContainText(
        'b² − 4ac = (−3)² − 4 · 2 · 1 = 9 − 8 = 1',
      );
      await expect(page.getByRole('list', { name: 'Working for step 3' }).getByRole('listitem')).toHaveText([
        'x = (−b ± √(b² − 4ac))/(2a) = (−(−3) ± √((−3)² − 4 · 2 · 1))/(2 · 2)',
        '= (3 ± √1)/4',
        '√1 = 1, so x = (3 ± 1)/4',
        'x = (3 + 1)/4 = 4/4 = 1 or x = (3 − 1)/4 = 2/4 = 1/2',
      ]);
      // The discriminant's step does not show the equation above it again.
      await expect(steps(page).nth(1).locator('math')).toHaveCount(0);
      // Real MathML: the powers are <msup>, and the last step is the product of (x − root).
      await expect(steps(page).first().locator('math msup')).toHaveCount(1);
      await expect(steps(page).last().locator('math')).toHaveText(/2.*\(x−12\).*\(x−1\)=0/);

      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${baseURL}/equation-solver?equation=2x%5E2+-+3x+%2B+1+%3D+0`);
    });

    test('an irreducible cubic: no rational root, then the trigonometric method, exact roots with decimals', async ({
      page,
    }) => {
      await solve(page, 'x^3 - 3x + 1 = 0');
      await expect(rootLines(page)).toHaveText([
        /^x₁ = 2cos\(8π\/9\) ≈ −1\.879385242/,
        /^x₂ = 2cos\(4π\/9\) ≈ 0\.3472963553/,
        /^x₃ = 2cos\(2π\/9\) ≈ 1\.532088886/,
      ]);
      await showSteps(page);
      await expect(steps(page).nth(1)).toContainText('the only possible rational roots are ±1; none gives 0');
      await expect(steps(page).last()).toContainText('The trigonometric method');
      await expect(steps(page).last().locator('math mi', { hasText: 'cos' })).toHaveCount(3);
    });

    test('a rational equation: excluded values, cleared fractions, and an extraneous root named', async ({ page }) => {
      await solve(page, '1/x + 1/(x+1) = 5/6');
      await expect(page.getByRole('heading', { name: 'Rational equation: 2 roots' })).toBeVisible();
      await expect(page.getByText('Excluded: x ≠ −1, x ≠ 0')).toBeVisible();
      await expect(rootLines(page)).toHaveText([/^x₁ = −3\/5/, /^x₂ = 2/]);
      await showSteps(page);
      await expect(steps(page).first().locator('math mfrac')).toHaveCount(3);
      await expect(steps(page)).toContainText([
        'The equation, with every product written out',
        'x is in a denominator, which must not be zero, so x ≠ −1 and x ≠ 0',
        'Multiply both sides by 6x(x + 1), the lowest common denominator, to clear the fractions',
      ]);

      await solve(page, 'x^2/(x - 1) = 1/(x - 1) + 3');
      await expect(rootLines(page)).toHaveText([/^x = 2/]);
      await expect(page.getByText(/^Not solutions: x = 1/)).toBeVisible();
      await showSteps(page);
      await expect(steps(page)).toContainText(['x = 1 makes a denominator zero, so it is not a solution']);
    });

    test('a shared URL opens with the box filled and the result shown; Back returns to the previous one', async ({
      page,
    }) => {
      await page.goto('/equation-solver?equation=x%5E2%3D4');
      await expect(page.getByLabel('Equation')).toHaveValue('x^2=4');
      await expect(rootLines(page)).toHaveText([/^x₁ = −2/, /^x₂ = 2/]);
      await page.getByRole('link', { name: 'x^3 - 3x + 1 = 0' }).click();
      await expect(page.getByLabel('Equation')).toHaveValue('x^3 - 3x + 1 = 0');
      await expect(rootLines(page)).toHaveCount(3);
      await page.goBack();
      await expect(page.getByLabel('Equation')).toHaveValue('x^2=4');
      await expect(rootLines(page)).toHaveText([/^x₁ = −2/, /^x₂ = 2/]);
    });
  });

  test('on a phone, every step fits: a long equation scrolls in its own frame and says so', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await solve(page, 'x^3 + x + 1 = 0');
    await page.getByText('Show steps', { exact: true }).click();
    const steps = page.getByRole('list', { name: 'Steps' }).locator(':scope > li');
    await expect(steps.last()).toContainText("Cardano's formula");
    // Nothing makes the page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const last = steps.last().getByRole('region', { name: /^Result of step \d+$/ });
    await expect(last).toBeVisible();
    await expect(steps.last().getByText('Scroll sideways to see all of it →')).toBeVisible();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The working wraps on the screen.
    for (const line of await steps.last().getByRole('listitem').all()) {
      const lineBox = (await line.boundingBox())!;
      expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(390);
    }
  });

  test('has no serious accessibility violations with results shown', async ({ page }) => {
    await solve(page, 'x^3 = 8');
    await expect(rootLines(page)).toHaveCount(3);
    await page.getByText('Show steps', { exact: true }).click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('essay checker', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/essay-checker');
    await expectHeading(page, 'Essay Checker');
  });

  /** The value beside a term in the Length panel. */
  const stat = (page: Page, name: string) =>
    page
      .getByRole('heading', { name: 'Length' })
      .locator('xpath=..')
      .getByText(name, { exact: true })
      .locator('xpath=following-sibling::dd[1]');
  const flagList = (page: Page, title: RegExp) =>
    page.getByRole('heading', { name: title }).locator('xpath=..').getByRole('listitem');

  test('blank text gets a prompt and no report', async ({ page }) => {
    await page.getByRole('button', { name: 'Check essay' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please paste or type your essay first.');
    await expect(page.getByRole('heading', { name: 'Your report' })).toHaveCount(0);
  });

  test('a real essay gets counts, scores, flags and grammar issues from the api', async ({ page }) => {
    await page.getByLabel('Your essay').fill(ESSAY);
    await page.getByRole('button', { name: 'Check essay' }).click();
    await expect(page.getByRole('heading', { name: 'Your report' })).toBeFocused();

    await expect(stat(page, 'Words')).toHaveText('109');
    await expect(stat(page, 'Sentences')).toHaveText('7');
    await expect(stat(page, 'Paragraphs')).toHaveText('3');
    await expect(stat(page, 'Reading time')).toHaveText('1 min');
    await expect(page.getByText('Flesch reading ease').locator('xpath=..')).toContainText('69.2Plain English');
    await expect(page.getByText('Flesch–Kincaid grade').locator('xpath=..')).toContainText(
      '7.5Middle school level (ages 11 to 14)',
    );

    await expect(flagList(page, /^Long sentences/)).toHaveCount(1);
    await expect(flagList(page, /^Long sentences/)).toContainText(['The survey was conducted by the school']);
    await expect(flagList(page, /^Passive voice/)).toHaveText(['was conducted']);
    await expect(flagList(page, /^Repeated words/)).toHaveText([
      'The the (doubled)',
      'students (5 times)',
      'homework (3 times)',
    ]);
    // The same flags are marked in the text.
    const marked = page.getByRole('heading', { name: 'Your text, with the flags marked' }).locator('xpath=..');
    await expect(marked.getByRole('paragraph').getByText('was conducted', { exact: true })).toBeVisible();
    await expect(marked.getByRole('paragraph').getByText(/^homework$/i)).toHaveCount(3);

    const grammar = page.getByRole('heading', { name: 'Grammar' }).locator('xpath=..');
    await expect(grammar.getByRole('status')).toHaveText('2 grammar issues found.');
    await expect(grammar.getByRole('listitem')).toHaveText([
      /Possible typo: you repeated a word\..*Found: The the$/,
      /(spelling mistake|definite article).*Found: Teh$/,
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  test('when the grammar service fails the rest of the report still shows, with the note', async ({ page }) => {
    await page.route('**/v2/check', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.getByLabel('Your essay').fill(ESSAY);
    await page.getByRole('button', { name: 'Check essay' }).click();
    await expect(page.getByRole('alert')).toHaveText(GRAMMAR_FAILED);
    await expect(stat(page, 'Words')).toHaveText('109');
    await expect(flagList(page, /^Passive voice/)).toHaveText(['was conducted']);
    await expect(page.getByText('Flesch reading ease')).toBeVisible();
  });
});

test.describe('essay typer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test.beforeEach(async ({ page }) => {
    await page.goto('/essay-typer');
    await expectHeading(page, 'Essay Typer');
  });

  async function build(page: Page, topic: string, type: string, words: string) {
    await page.getByLabel('Topic').fill(topic);
    await page.getByLabel('Essay type').selectOption({ label: type });
    await page.getByLabel('Word count').fill(words);
    await page.getByRole('button', { name: 'Build outline' }).click();
  }

  test('refuses a blank topic and a word count out of range, next to each field', async ({ page }) => {
    await build(page, '  ', 'Persuasive', '50');
    await expect(page.getByLabel('Topic')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Topic')).toHaveAccessibleDescription(/Please enter a topic\./);
    await expect(page.getByLabel('Word count')).toHaveAccessibleDescription(
      /Please enter a word count between 100 and 10,000\./,
    );
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('builds an outline whose word allocations add up, copies it and downloads it', async ({ page }) => {
    await build(page, 'Urban green spaces', 'Cause and effect', '1234');
    await expect(page.getByRole('heading', { name: 'Outline: Urban green spaces' })).toBeFocused();

    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.getByRole('rowheader')).toHaveText([
      'Introduction',
      'Background and context',
      'Analysis',
      'Counter-argument and response',
      'Conclusion',
    ]);
    await expect(rows.locator('td:nth-child(2)')).toHaveText(['10%', '25%', '45%', '10%', '10%']);
    const words = (await rows.locator('td:nth-child(3)').allTextContents()).map(Number);
    expect(words.reduce((a, b) => a + b, 0)).toBe(1234);
    await expect(page.getByRole('table').locator('tfoot td').nth(1)).toHaveText('1,234');
    await expect(page.getByText(/cause-and-effect relationship in Urban green spaces/)).toBeVisible();

    await page.getByRole('button', { name: 'Copy outline' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Essay outline: Urban green spaces\nCause and effect essay, about 1,234 words/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('essay-outline-urban-green-spaces.txt');
    const saved = readFileSync((await download.path())!, 'utf8');
    expect(saved).toBe(copied);
    expect(saved).toContain('3. Analysis (45%, about 555 words');

    await expectNoSeriousA11yViolations(page);
  });
});
