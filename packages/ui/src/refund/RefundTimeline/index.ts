export { RefundTimeline, type RefundTimelineProps } from './RefundTimeline.tsx';
