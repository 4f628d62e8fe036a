import type zhCN from './zh-CN.ts';

/** Messages of shared texts and API error defaults in Lao. */
export default {
  'common.loading': 'ກຳລັງໂຫຼດ…',
  'common.retry': 'ລອງໃໝ່',
  'common.empty': 'ຍັງບໍ່ມີຂໍ້ມູນ',
  'common.confirm': 'ຕົກລົງ',
  'common.cancel': 'ຍົກເລີກ',
  'common.close': 'ປິດ',
  'common.save': 'ບັນທຶກ',
  'common.backHome': 'ກັບໜ້າຫຼັກ',
  'common.required': 'ຈຳເປັນ',
  'apiError.validation': 'ການກວດສອບພາລາມິເຕີລົ້ມເຫຼວ',
  'apiError.forbidden': 'ບໍ່ມີສິດ',
  'apiError.notFound': 'ບໍ່ພົບຂໍ້ມູນ',
  'apiError.server': 'ລະບົບຂັດຂ້ອງ',
  'apiError.other': 'ຂໍ້ຜິດພາດຂອງລະບົບ',
  'apiError.loginRequired': 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ',
  'apiError.network': 'ເຄືອຂ່າຍຂັດຂ້ອງ ກະລຸນາກວດສອບການເຊື່ອມຕໍ່ແລ້ວລອງໃໝ່',
} satisfies Record<keyof typeof zhCN, string>;
