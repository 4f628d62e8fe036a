export { PointsToggle, type PointsToggleProps, type PointsDisabledReason } from './PointsToggle.tsx';
