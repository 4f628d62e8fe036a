export { Pagination, type PaginationProps } from './Pagination.tsx';
export { pageSlots } from './pages.ts';
