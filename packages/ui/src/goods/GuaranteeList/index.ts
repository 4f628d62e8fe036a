export { GuaranteeList, type GuaranteeListProps, type GuaranteeItem } from './GuaranteeList.tsx';
