export * from './PhonePasswordForm/index.ts';
export * from './SignInDialog/index.ts';
export * from './CountryPicker/index.ts';
export * from './SendCodeButton/index.ts';
