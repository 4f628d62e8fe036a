export { OrderDetail, type OrderDetailProps, type OrderDetailData, type OrderDelivery } from './OrderDetail.tsx';
