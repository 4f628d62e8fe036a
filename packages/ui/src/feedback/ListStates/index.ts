export { ListStates, type BusyRegionProps, type ListPaging, type ListStatesProps, type LoadStateProps } from './ListStates.tsx';
