export { Footer, type FooterProps } from './Footer.tsx';
