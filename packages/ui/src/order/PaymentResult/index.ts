export { PaymentResult, type PaymentResultProps, type PaymentResultStatus } from './PaymentResult.tsx';
