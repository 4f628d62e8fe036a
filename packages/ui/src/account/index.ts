export * from './AccountMenu/index.ts';
