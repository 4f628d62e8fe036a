export { PageBody } from './PageBody.tsx';
