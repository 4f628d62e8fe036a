// A module of its own so the dialog, Formik and Yup land in a chunk loaded on demand.
export { SignInDialog as default } from '@mall/ui';
