import type zhCN from './zh-CN.ts';

/** Messages of the feedback components in English. */
export default {
  'errorState.title': 'Failed to load',
  'errorState.description': 'Please try again later or check your connection.',
  'emptyState.title': 'Nothing here yet',
} satisfies Record<keyof typeof zhCN, string>;
