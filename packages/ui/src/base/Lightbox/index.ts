export { Lightbox, type LightboxImage, type LightboxProps } from './Lightbox.tsx';
