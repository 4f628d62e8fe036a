export { FactList, type Fact, type FactListProps } from './FactList.tsx';
