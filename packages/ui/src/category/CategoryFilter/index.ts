export { CategoryFilter, type CategoryFilterProps, type CategoryFilterNode } from './CategoryFilter.tsx';
