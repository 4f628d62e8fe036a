export { ApplicationRecordCard, type ApplicationRecordCardProps } from './ApplicationRecordCard.tsx';
