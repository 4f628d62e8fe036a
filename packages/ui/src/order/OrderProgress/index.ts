export { OrderProgress, type OrderProgressProps } from './OrderProgress.tsx';
export { progressSteps, type OrderProgressTimes, type OrderProgressStep, type OrderProgressStepKey } from './progressSteps.ts';
