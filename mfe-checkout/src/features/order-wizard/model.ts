// The wizard's rules live in @shared/domain/wizard: the composition server checks a form posted without
// JavaScript with the very functions the pages use.
export * from '@shared/domain/wizard';
