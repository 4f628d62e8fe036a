export * from './RichText/index.ts';
