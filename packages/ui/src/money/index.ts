export * from './Price/index.ts';
export { formatMoney } from './formatMoney.ts';
