export * from './ReviewSummary/index.ts';
export * from './ReviewFilter/index.ts';
export * from './ReviewList/index.ts';
export * from './ReviewSection/index.ts';
export * from './ReviewForm/index.ts';
export * from './ReviewableList/index.ts';
