export * from './Footer/index.ts';
