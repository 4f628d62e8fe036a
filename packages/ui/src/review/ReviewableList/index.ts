export { ReviewableList, REVIEWABLE_TABS, type ReviewableItem, type ReviewableListProps, type ReviewableReply, type ReviewableTab } from './ReviewableList.tsx';
