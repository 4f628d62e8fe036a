export { RouteProgress, type RouteProgressProps } from './RouteProgress.tsx';
export { trickleSpeedFor } from './trickle.ts';
