export * from './UserInfoForm/index.ts';
export * from './AvatarCropDialog/index.ts';
export * from './ChangeContactDialog/index.ts';
export * from './ChangePasswordDialog/index.ts';
export * from './AccountShortcuts/index.ts';
export * from './AgreementPage/index.ts';
export { maskEmail, maskPhone } from './shared/mask.ts';
export type { ProfileUser, SignInMethod, SignInMethodKind } from './shared/types.ts';
