export * from './MerchantCard/index.ts';
