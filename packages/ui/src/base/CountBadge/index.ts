export { CountBadge, type CountBadgeProps } from './CountBadge.tsx';
export { countBadgeText, COUNT_BADGE_MAX } from './countBadgeText.ts';
