export { Link, type TextLinkProps } from './Link.tsx';
