export { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';
export { errorKind, type ErrorKind } from './errorKind.ts';
