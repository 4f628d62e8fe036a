export { AgreementPage, type AgreementPageProps } from './AgreementPage.tsx';
