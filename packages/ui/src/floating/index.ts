export * from './FloatingWindow/index.ts';
export * from './LeaveMessageDialog/index.ts';
