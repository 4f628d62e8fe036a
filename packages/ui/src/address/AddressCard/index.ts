export { AddressCard, type AddressCardProps, type AddressCardData } from './AddressCard.tsx';
