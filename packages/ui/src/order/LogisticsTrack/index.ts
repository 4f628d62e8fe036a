export { LogisticsTrack, type LogisticsTrackProps, type LogisticsPoint, type LogisticsState } from './LogisticsTrack.tsx';
