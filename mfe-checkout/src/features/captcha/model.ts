/**
 * The order start form's math captcha: the sum of two random digits from 1 to 9. A wrong answer
 * gets a new sum. It deters casual bots only; the server has its own defences.
 */
export interface Captcha {
  a: number;
  b: number;
}

/** The start step's hidden field with the question the server asked, sealed (see `ServerCaptcha`). */
export const CAPTCHA_TOKEN_FIELD = 'captchaToken';

export const CAPTCHA_ERROR_MESSAGE = 'Incorrect captcha. Please try again.';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please answer the captcha.';

/** A digit from 1 to 9 from a random number in [0, 1). */
const digit = (random: () => number) => Math.min(9, 1 + Math.floor(random() * 9));

/** A new captcha; never the same pair as `previous`, so a refresh visibly changes it. */
export function newCaptcha(random: () => number = Math.random, previous?: Captcha): Captcha {
  for (let tries = 0; tries < 20; tries += 1) {
    const next = { a: digit(random), b: digit(random) };
    if (!previous || next.a !== previous.a || next.b !== previous.b) return next;
  }
  // A random source that keeps repeating itself (only in tests): step the first digit.
  return { a: ((previous?.a ?? 0) % 9) + 1, b: previous?.b ?? 1 };
}

/** The typed answer must be a whole number equal to the sum. */
export function isCaptchaCorrect(captcha: Captcha, typed: string): boolean {
  const trimmed = typed.trim();
  return /^\d{1,2}$/.test(trimmed) && Number.parseInt(trimmed, 10) === captcha.a + captcha.b;
}
