import type zhCN from './zh-CN.ts';

/** Messages of the home components in French. */
export default {
  'bannerCarousel.label': 'À la une',
  'bannerCarousel.previous': 'Diapositive précédente',
  'bannerCarousel.next': 'Diapositive suivante',
  'bannerCarousel.goTo': 'Diapositive {index} sur {total}',
  'bannerCarousel.pause': 'Mettre en pause',
  'bannerCarousel.play': 'Reprendre le défilement',
} satisfies Record<keyof typeof zhCN, string>;
