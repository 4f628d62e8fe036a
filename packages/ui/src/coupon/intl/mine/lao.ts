import type zhCN from './zh-CN.ts';

/** Messages of the shopper's own coupons in Lao. */
export default {
  'myCouponCard.shop': 'ຮ້ານຄ້າ: ',
  'myCouponCard.use': 'ໃຊ້ເລີຍ',
  'myCouponCard.usable': 'ໃຊ້ໄດ້',
  'myCouponCard.used': 'ໃຊ້ແລ້ວ',
  'myCouponCard.expired': 'ໝົດອາຍຸ',
  'myCouponCard.notStarted': 'ຍັງບໍ່ເລີ່ມ',
  'myCouponCard.startsOn': 'ໃຊ້ໄດ້ຕັ້ງແຕ່ {date}',
  'myCouponTabs.label': 'ສະຖານະຄູປອງ',
  'myCouponTabs.usable': 'ຄູປອງທີ່ໃຊ້ໄດ້',
  'myCouponTabs.unusable': 'ໃຊ້ແລ້ວ ຫຼື ໝົດອາຍຸ',
  'myCouponTabs.count': '({count, number})',
  'myCouponList.label': 'ຄູປອງຂອງຂ້ອຍ',
  'myCouponList.loading': 'ກຳລັງໂຫຼດຄູປອງ',
  'myCouponList.emptyUsable': 'ບໍ່ມີຄູປອງທີ່ໃຊ້ໄດ້',
  'myCouponList.emptyUnusable': 'ບໍ່ມີຄູປອງທີ່ໃຊ້ແລ້ວ ຫຼື ໝົດອາຍຸ',
} satisfies Record<keyof typeof zhCN, string>;
