export { OrderActions, type OrderActionsProps, type OrderActionsOrder } from './OrderActions.tsx';
export { orderActions, CONFIRMED_ORDER_ACTIONS, PRIMARY_ORDER_ACTIONS, type OrderAction, type OrderActionRules } from './orderActionRules.ts';
