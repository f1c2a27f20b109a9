import type { Page } from '@playwright/test';

/** Reads the two digits from the order form's visible captcha question and answers as a person would. */
export async function captchaAnswer(page: Page): Promise<string> {
  const question = await page.getByText(/what is \d \+ \d\?/).innerText();
  const match = /what is (\d) \+ (\d)\?/.exec(question);
  if (!match) throw new Error(`No captcha question in "${question}"`);
  return String(Number(match[1]) + Number(match[2]));
}
