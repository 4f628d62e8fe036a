export * from './CategoryFilter/index.ts';
