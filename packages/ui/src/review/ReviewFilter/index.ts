export { ReviewFilter, type ReviewFilterProps, type ReviewCounts } from './ReviewFilter.tsx';
export { REVIEW_TYPES, type ReviewType } from './reviewType.ts';
