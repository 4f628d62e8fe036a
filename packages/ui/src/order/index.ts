export * from './OrderSummary/index.ts';
export * from './CheckoutTotals/index.ts';
export * from './PaymentMethodPicker/index.ts';
export * from './OrderCard/index.ts';
export * from './OrderTabs/index.ts';
export * from './PaymentResult/index.ts';
