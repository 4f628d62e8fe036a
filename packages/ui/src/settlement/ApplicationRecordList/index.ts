export { ApplicationRecordList, type ApplicationRecordListProps } from './ApplicationRecordList.tsx';
