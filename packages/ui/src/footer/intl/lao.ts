import type zhCN from './zh-CN.ts';

/** Messages of the footer components in Lao. */
export default {
  'footer.sellingPoints': 'ການຮັບປະກັນການຊື້',
  'footer.variety': 'ສິນຄ້າຄົບທຸກໝວດ ຊື້ງ່າຍ',
  'footer.delivery': 'ສົ່ງກົງຈາກຫຼາຍສາງ ຈັດສົ່ງໄວ',
  'footer.genuine': 'ສິນຄ້າແທ້ ບໍລິການເອົາໃຈໃສ່',
  'footer.lowPrice': 'ລາຄາຖືກທຸກມື້ ເລືອກຊື້ຢ່າງສະບາຍໃຈ',
  'footer.address': 'ທີ່ຢູ່: {address}',
  'footer.licence': 'ໃບອະນຸຍາດປະກອບທຸລະກິດ: {licence}',
} satisfies Record<keyof typeof zhCN, string>;
