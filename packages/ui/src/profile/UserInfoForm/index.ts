export { NICKNAME_MAX_DEFAULT, UserInfoForm, type UserInfoFormProps, type UserInfoValues } from './UserInfoForm.tsx';
