export { ImageViewer, type ImageViewerProps, type ImageViewerSize } from './ImageViewer.tsx';
