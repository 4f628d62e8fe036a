import type zhCN from './zh-CN.ts';

/** Messages of the error components in Lao. */
export default {
  'errorPage.notFound': 'ບໍ່ພົບໜ້ານີ້',
  'errorPage.notFoundHint': 'ໜ້ານີ້ອາດຖືກລຶບ, ປ່ຽນຊື່ ຫຼື ບໍ່ສາມາດໃຊ້ງານໄດ້ຊົ່ວຄາວ.',
  'errorPage.loadFailed': 'ໂຫຼດບໍ່ສຳເລັດ',
  'errorPage.loadFailedHint': 'ລະບົບຂັດຂ້ອງຊົ່ວຄາວ ກະລຸນາໂຫຼດໃໝ່ ແລະ ລອງອີກຄັ້ງພາຍຫຼັງ.',
  'errorPage.signIn': 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ',
  'errorPage.signInHint': 'ເຂົ້າສູ່ລະບົບເພື່ອເບິ່ງໜ້ານີ້.',
  'errorPage.signInButton': 'ເຂົ້າສູ່ລະບົບ',
  'errorPage.badRequest': 'ຄຳຂໍບໍ່ຖືກຕ້ອງ',
  'errorPage.checkConfig': 'ກະລຸນາກວດສອບທີ່ຢູ່ ຫຼື ການຕັ້ງຄ່າຂອງເວັບໄຊ.',
  'errorPage.detail': 'ຂໍ້ຜິດພາດ: {message}',
} satisfies Record<keyof typeof zhCN, string>;
