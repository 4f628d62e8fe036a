export { MerchantServiceButton, type MerchantServiceButtonProps } from './MerchantServiceButton.tsx';
export { merchantServiceContact, type MerchantServiceConfig, type MerchantServiceType } from './merchantService.ts';
