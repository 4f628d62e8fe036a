// A module of its own so the form, Formik and Yup land in a chunk loaded on demand.
export { LeaveMessageDialog as default } from '@mall/ui';
