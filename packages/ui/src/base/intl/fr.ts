import type zhCN from './zh-CN.ts';

/** Messages of the base components in French. */
export default {
  'dialog.close': 'Fermer',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Page précédente',
  'pagination.next': 'Page suivante',
  'pagination.page': 'Page {page}',
  'skeleton.loading': 'Chargement',
  'quantityStepper.label': 'Quantité',
  'quantityStepper.increase': 'Augmenter la quantité',
  'quantityStepper.decrease': 'Diminuer la quantité',
  'starRating.label': '{value, plural, one {# étoile} other {# étoiles}}',
  'lightbox.previous': 'Précédente',
  'lightbox.next': 'Suivante',
  'lightbox.position': '{index, number} / {count, number}',
  'lightbox.title': 'Image',
  'lightbox.alt': 'Image {index, number} sur {count, number}',
} satisfies Record<keyof typeof zhCN, string>;
