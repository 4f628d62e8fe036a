import type zhCN from './zh-CN.ts';

/** Messages of the home components in English. */
export default {
  'bannerCarousel.label': 'Featured',
  'bannerCarousel.previous': 'Previous slide',
  'bannerCarousel.next': 'Next slide',
  'bannerCarousel.goTo': 'Slide {index} of {total}',
  'bannerCarousel.pause': 'Pause slides',
  'bannerCarousel.play': 'Play slides',
} satisfies Record<keyof typeof zhCN, string>;
