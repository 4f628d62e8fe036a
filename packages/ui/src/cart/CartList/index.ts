export { CartList, CART_LINE_MAX_QUANTITY, type CartListProps, type CartLine, type CartGroupData } from './CartList.tsx';
