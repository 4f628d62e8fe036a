export { ActivityBanner, type ActivityBannerProps, type ActivityDetail } from './ActivityBanner.tsx';
