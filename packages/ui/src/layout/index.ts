export * from './PageHeading/index.ts';
export * from './Section/index.ts';
export * from './CardGrid/index.ts';
