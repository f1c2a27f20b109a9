// The captcha's rules live in @shared/domain/wizard: the composition server checks the answer of a form
// posted without JavaScript with them.
export * from '@shared/domain/wizard/captcha';
