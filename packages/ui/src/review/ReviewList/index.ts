export { ReviewList, type ReviewListProps, type ReviewItem } from './ReviewList.tsx';
export { ReviewBody, type ReviewBodyData, type ReviewBodyProps } from './ReviewBody.tsx';
export { ReviewPhotos, type ReviewPhotosProps } from './ReviewPhotos.tsx';
