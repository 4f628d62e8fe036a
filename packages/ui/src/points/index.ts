export * from './PointsToggle/index.ts';
export * from './PointsAccount/index.ts';
export * from './PointsRecordList/index.ts';
export * from './PointsEarnList/index.ts';
