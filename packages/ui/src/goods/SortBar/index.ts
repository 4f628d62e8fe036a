export { SortBar, type SortBarProps, type SortOrder, type SortState } from './SortBar.tsx';
