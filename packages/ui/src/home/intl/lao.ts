import type zhCN from './zh-CN.ts';

/** Messages of the home components in Lao. */
export default {
  'bannerCarousel.label': 'ກິດຈະກຳເດັ່ນ',
  'bannerCarousel.previous': 'ຮູບກ່ອນໜ້າ',
  'bannerCarousel.next': 'ຮູບຕໍ່ໄປ',
  'bannerCarousel.goTo': 'ຮູບທີ {index} ຈາກ {total}',
  'bannerCarousel.pause': 'ຢຸດເລື່ອນຮູບ',
  'bannerCarousel.play': 'ເລື່ອນຮູບຕໍ່',
} satisfies Record<keyof typeof zhCN, string>;
