export * from './submit-form';
export * from './use-form-submission';
export * from './honeypot-field';
