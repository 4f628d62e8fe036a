export { ReviewSection, type ReviewSectionProps } from './ReviewSection.tsx';
