export { VisuallyHidden, visuallyHidden } from './VisuallyHidden.tsx';
