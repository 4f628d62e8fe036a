import type zhCN from './zh-CN.ts';

/** Messages of shared texts and API error defaults in English. */
export default {
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.empty': 'Nothing here yet',
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.backHome': 'Back to home',
  'common.required': 'Required',
  'apiError.validation': 'Parameter validation failed',
  'apiError.forbidden': 'No permission',
  'apiError.notFound': 'No data found',
  'apiError.server': 'System exception',
  'apiError.other': 'System error',
  'apiError.loginRequired': 'Please sign in first',
  'apiError.network': 'Network error, please check your connection and try again',
} satisfies Record<keyof typeof zhCN, string>;
