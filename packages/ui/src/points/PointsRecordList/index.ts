export { PointsRecordList, type PointsRecordListProps, type PointsRecord } from './PointsRecordList.tsx';
