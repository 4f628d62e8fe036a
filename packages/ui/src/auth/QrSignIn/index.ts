export { QrSignIn, type QrSignInProps } from './QrSignIn.tsx';
