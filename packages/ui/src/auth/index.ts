export * from './PhonePasswordForm/index.ts';
export * from './SignInDialog/index.ts';
