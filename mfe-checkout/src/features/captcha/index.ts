/** The math captcha's public face: the question with its answer box, and its rules. */
export { MathCaptcha } from './components/math-captcha';
export * from './model';
