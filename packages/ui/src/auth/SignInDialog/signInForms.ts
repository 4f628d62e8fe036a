/**
 * The views' forms of the sign-in dialog, with what they bring (Formik, Yup, libphonenumber's metadata,
 * the country picker): the larger part of the dialog, loaded when it first opens (`loadSignInForms.ts`; `preloadSignInDialog` loads it ahead),
 * so a page whose dialog is closed does not carry them.
 */
export { EmailPasswordForm } from '../EmailPasswordForm/EmailPasswordForm.tsx';
export { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm.tsx';
export { GuestForm } from '../GuestForm/GuestForm.tsx';
export { PhoneCodeForm } from '../PhoneCodeForm/PhoneCodeForm.tsx';
export { PhonePasswordForm } from '../PhonePasswordForm/PhonePasswordForm.tsx';
export { QrSignIn } from '../QrSignIn/QrSignIn.tsx';
export { RegisterForm } from '../RegisterForm/RegisterForm.tsx';
export { ResetPasswordForm } from '../ResetPasswordForm/ResetPasswordForm.tsx';
