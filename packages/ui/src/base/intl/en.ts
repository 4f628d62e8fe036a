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
  'lightbox.previous': 'Previous',
  'lightbox.next': 'Next',
  'lightbox.position': '{index, number} / {count, number}',
  'lightbox.title': 'Picture',
  'lightbox.alt': 'Picture {index, number} of {count, number}',
} satisfies Record<keyof typeof zhCN, string>;
