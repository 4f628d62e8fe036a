export * from './ReviewSummary/index.ts';
export * from './ReviewFilter/index.ts';
export * from './ReviewList/index.ts';
export * from './ReviewSection/index.ts';
