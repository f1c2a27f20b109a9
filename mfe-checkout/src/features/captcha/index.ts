/** The math captcha's public face: the question with its answer box, the page's current question, and its rules. */
export { MathCaptcha } from './components/math-captcha';
export { askAnotherCaptcha, useCaptcha, useCaptchaToken } from './hooks/use-captcha';
export * from './model';
export { serverCaptchaOf, type ServerCaptcha } from './server-captcha';
