export { OrderCard, type OrderCardProps, type OrderCardData, type OrderCardLine, type OrderCardShop } from './OrderCard.tsx';
export { orderStatusKey, type OrderStatusFields, type OrderStatusMessageId } from './orderStatus.ts';
