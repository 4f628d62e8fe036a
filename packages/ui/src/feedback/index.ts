export * from './EmptyState/index.ts';
export * from './ErrorState/index.ts';
export * from './ListStates/index.ts';
export * from './Toaster/index.ts';
export * from './RouteProgress/index.ts';
