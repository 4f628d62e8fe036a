// Parts of the layout that load right after the first paint, in a chunk of their own.
export { Footer, FloatingWindow } from '@mall/ui';
