export * from './text-field';
export * from './select-field';
export * from './checkbox-field';
export * from './form-message';
export * from './field-error';
export * from './phone-field/phone-field';
export * from './phone-field/countries';
export * from './phone-field/phone-value';
