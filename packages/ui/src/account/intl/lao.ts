import type zhCN from './zh-CN.ts';

/** Messages of the account components in Lao. */
export default {
  'accountMenu.label': 'ບັນຊີຂອງຂ້ອຍ',
  'accountMenu.section.orders': 'ຄຳສັ່ງຊື້',
  'accountMenu.section.account': 'ບັນຊີ',
  'accountMenu.section.merchant': 'ສຳລັບຮ້ານຄ້າ',
  'accountMenu.section.more': 'ບໍລິການເພີ່ມເຕີມ',
  'accountMenu.item.home': 'ພາບລວມ',
  'accountMenu.item.orders': 'ຄຳສັ່ງຊື້ຂອງຂ້ອຍ',
  'accountMenu.item.refunds': 'ຄືນເງິນ/ຄືນສິນຄ້າ',
  'accountMenu.item.reviews': 'ການລີວິວຂອງຂ້ອຍ',
  'accountMenu.item.profile': 'ຂໍ້ມູນສ່ວນຕົວ',
  'accountMenu.item.addresses': 'ທີ່ຢູ່ຈັດສົ່ງ',
  'accountMenu.item.favourites': 'ລາຍການທີ່ມັກ',
  'accountMenu.item.coupons': 'ຄູປອງຂອງຂ້ອຍ',
  'accountMenu.item.points': 'ຄະແນນຂອງຂ້ອຍ',
  'accountMenu.item.merchantApply': 'ສະໝັກເປັນຮ້ານຄ້າ',
  'accountMenu.item.applications': 'ປະຫວັດການສະໝັກ',
} satisfies Record<keyof typeof zhCN, string>;
