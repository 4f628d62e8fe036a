export {
  FilterChoices,
  FilterPanel,
  FilterRow,
  type FilterChoicesProps,
  type FilterOption,
  type FilterRowProps,
} from './FilterPanel.tsx';
