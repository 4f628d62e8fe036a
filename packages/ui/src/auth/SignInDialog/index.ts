export { SignInDialog, type SignInDialogProps } from './SignInDialog.tsx';
export { preloadSignInDialog } from './loadSignInForms.ts';
export { DEFAULT_SIGN_IN_VIEW } from './signInViews.ts';
export type {
  SignInView,
  PhoneNumber,
  PhonePasswordValues,
  PhoneCodeValues,
  EmailPasswordValues,
  PhoneRegisterValues,
  EmailRegisterValues,
  ResetPasswordValues,
  GuestValues,
  EmailCodePurpose,
  ThirdPartyProvider,
  InPageProvider,
  ThirdPartyFailure,
  ThirdPartyState,
  QrState,
  SignInActions,
  SignInMethods,
} from './signInTypes.ts';
