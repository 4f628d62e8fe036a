import type zhCN from './zh-CN.ts';

/** Messages of the base components in Lao. */
export default {
  'dialog.close': 'ປິດ',
  'pagination.label': 'ການແບ່ງໜ້າ',
  'pagination.previous': 'ໜ້າກ່ອນ',
  'pagination.next': 'ໜ້າຕໍ່ໄປ',
  'pagination.page': 'ໜ້າ {page}',
  'skeleton.loading': 'ກຳລັງໂຫຼດ',
  'quantityStepper.label': 'ຈຳນວນ',
  'quantityStepper.increase': 'ເພີ່ມຈຳນວນ',
  'quantityStepper.decrease': 'ຫຼຸດຈຳນວນ',
  'starRating.label': '{value, number} ດາວ',
  'lightbox.previous': 'ກ່ອນໜ້າ',
  'lightbox.next': 'ຖັດໄປ',
  'lightbox.position': '{index, number} / {count, number}',
  'lightbox.title': 'ເບິ່ງຮູບ',
  'lightbox.alt': 'ຮູບທີ {index, number} ຈາກ {count, number}',
} satisfies Record<keyof typeof zhCN, string>;
