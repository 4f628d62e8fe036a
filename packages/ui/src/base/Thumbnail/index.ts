export { Thumbnail, type ThumbnailProps } from './Thumbnail.tsx';
