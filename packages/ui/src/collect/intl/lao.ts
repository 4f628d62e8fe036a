import type zhCN from './zh-CN.ts';

/** Messages of the collect components in Lao. */
export default {
  'favouriteGoodsList.label': 'ສິນຄ້າທີ່ມັກ',
  'favouriteGoodsList.loading': 'ກຳລັງໂຫຼດລາຍການທີ່ມັກ',
  'favouriteGoodsList.empty': 'ຍັງບໍ່ມີສິນຄ້າທີ່ມັກ',
  'favouriteGoodsList.emptyHint': 'ກົດມັກສິນຄ້າທີ່ທ່ານມັກ ແລ້ວກັບມາເບິ່ງໄດ້ທີ່ນີ້',
  'favouriteGoodsList.selectAll': 'ເລືອກທັງໝົດ',
  'favouriteGoodsList.selected': 'ເລືອກແລ້ວ {count, number} ລາຍການ',
  'favouriteGoodsList.removeSelected': 'ເອົາລາຍການທີ່ເລືອກອອກ',
  'favouriteGoodsList.select': 'ເລືອກ {name}',
  'favouriteGoodsList.remove': 'ເອົາອອກ',
  'favouriteGoodsList.unavailable': 'ບໍ່ມີຈຳໜ່າຍ',
  'favouriteGoodsList.confirmTitle': 'ເອົາອອກຈາກລາຍການທີ່ມັກ',
  'favouriteGoodsList.confirmText': 'ເອົາສິນຄ້າທີ່ເລືອກ {count, number} ລາຍການອອກຈາກລາຍການທີ່ມັກບໍ່',
  'favouriteGoodsList.confirm': 'ເອົາອອກ',
  'followedShopsList.label': 'ຮ້ານທີ່ຕິດຕາມ',
  'followedShopsList.loading': 'ກຳລັງໂຫຼດຮ້ານທີ່ຕິດຕາມ',
  'followedShopsList.empty': 'ຍັງບໍ່ໄດ້ຕິດຕາມຮ້ານຄ້າ',
  'followedShopsList.emptyHint': 'ຕິດຕາມຮ້ານທີ່ມັກ ເພື່ອຮັບຂ່າວສິນຄ້າໃໝ່ ແລະ ໂປຣໂມຊັນ',
  'followedShopsList.since': 'ຕິດຕາມເມື່ອ {date}',
  'followedShopsList.unfollow': 'ເລີກຕິດຕາມ',
  'followedShopsList.enter': 'ເຂົ້າຊົມຮ້ານ',
  'followedShopsList.closed': 'ຮ້ານປິດແລ້ວ',
} satisfies Record<keyof typeof zhCN, string>;
