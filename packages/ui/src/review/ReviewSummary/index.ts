export { ReviewSummary, type ReviewSummaryProps, type ReviewConfig } from './ReviewSummary.tsx';
