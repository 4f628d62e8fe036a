import type zhCN from './zh-CN.ts';

/** Messages of the base components in English. */
export default {
  'dialog.close': 'Close',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page}',
  'skeleton.loading': 'Loading',
  'quantityStepper.label': 'Quantity',
  'quantityStepper.increase': 'Increase quantity',
  'quantityStepper.decrease': 'Decrease quantity',
  'starRating.label': '{value, plural, one {# star} other {# stars}}',
  'imageViewer.previous': 'Previous',
  'imageViewer.next': 'Next',
  'imageViewer.position': '{index, number} / {count, number}',
} satisfies Record<keyof typeof zhCN, string>;
