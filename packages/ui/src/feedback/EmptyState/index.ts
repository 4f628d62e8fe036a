export { EmptyState, StateBox, type EmptyStateProps } from './EmptyState.tsx';
