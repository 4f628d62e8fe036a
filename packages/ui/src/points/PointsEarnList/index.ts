export { PointsEarnList, type PointsEarnListProps, type PointsEarnItem, type PointsEarnWay } from './PointsEarnList.tsx';
