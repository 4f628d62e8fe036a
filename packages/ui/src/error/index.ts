export * from './ErrorPage/index.ts';
