export { MerchantCard, type MerchantCardProps, type MerchantCardMerchant } from './MerchantCard.tsx';
