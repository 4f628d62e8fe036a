import type zhCN from './zh-CN.ts';

/** Messages of the coupon components in Lao. */
export default {
  'couponCard.threshold': 'ຊື້ຂັ້ນຕ່ຳ {amount}',
  'couponCard.noThreshold': 'ບໍ່ມີຂັ້ນຕ່ຳ',
  'couponCard.scopeShop': 'ໃຊ້ໄດ້ທັງຮ້ານ',
  'couponCard.scopeGoods': 'ສະເພາະສິນຄ້າທີ່ກຳນົດ',
  'couponCard.scopePlatform': 'ໃຊ້ໄດ້ທຸກຮ້ານ',
  'couponCard.validFixed': 'ໃຊ້ໄດ້ {start} ຫາ {end}',
  'couponCard.validDays': 'ໃຊ້ໄດ້ພາຍໃນ {day, number} ມື້ຫຼັງຈາກຮັບ',
  'couponCard.remaining': 'ເຫຼືອພຽງ {count, number} ໃບ',
  'couponCard.receive': 'ຮັບ',
  'couponCard.received': 'ຮັບແລ້ວ',
  'couponCard.gone': 'ໝົດແລ້ວ',
  'couponList.label': 'ລາຍການຄູປອງ',
  'couponList.loading': 'ກຳລັງໂຫຼດຄູປອງ',
  'couponList.empty': 'ຍັງບໍ່ມີຄູປອງໃຫ້ຮັບ',
  'couponList.compactLabel': 'ຄູປອງ',
  'couponList.chip': 'ຄົບ {min} ຫຼຸດ {money}',
  'couponList.chipNoThreshold': 'ຫຼຸດ {money}',
  'couponList.open': 'ຮັບຄູປອງ',
  'couponList.dialogTitle': 'ຮັບຄູປອງ',
  'couponList.loadFailed': 'ໂຫຼດຄູປອງບໍ່ສຳເລັດ',
} satisfies Record<keyof typeof zhCN, string>;
