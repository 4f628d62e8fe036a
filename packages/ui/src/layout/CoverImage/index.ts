export { CoverImage, type CoverImageProps } from './CoverImage.tsx';
