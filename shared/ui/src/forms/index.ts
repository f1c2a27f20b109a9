export * from './submit-form';
export * from './use-form-submission';
export * from './use-form-state';
export * from './schema-check';
export * from './honeypot-field';
export * from './native-form-fields';
export * from './agency-form';
export * from './route-action';
