export { ReviewList, type ReviewListProps, type ReviewItem } from './ReviewList.tsx';
export { ReviewPhotos, type ReviewPhotosProps } from './ReviewPhotos.tsx';
