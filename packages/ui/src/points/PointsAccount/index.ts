export { PointsAccount, type PointsAccountProps, type PointsSummary } from './PointsAccount.tsx';
