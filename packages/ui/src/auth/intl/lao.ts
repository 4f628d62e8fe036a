import type zhCN from './zh-CN.ts';

/** Messages of the auth components in Lao. */
export default {
  'phonePasswordForm.phone': 'ເບີໂທລະສັບ',
  'phonePasswordForm.phonePlaceholder': 'ປ້ອນເບີໂທລະສັບ',
  'phonePasswordForm.dialCode': 'ລະຫັດປະເທດ',
  'phonePasswordForm.password': 'ລະຫັດຜ່ານ',
  'phonePasswordForm.passwordPlaceholder': 'ປ້ອນລະຫັດຜ່ານ',
  'phonePasswordForm.agreementText': 'ຂ້ອຍໄດ້ອ່ານ ແລະ ຍອມຮັບ<link>ຂໍ້ຕົກລົງຄວາມເປັນສ່ວນຕົວ</link>',
  'phonePasswordForm.submit': 'ເຂົ້າສູ່ລະບົບ',
  'phonePasswordForm.emptyPhone': 'ກະລຸນາປ້ອນເບີໂທລະສັບ',
  'phonePasswordForm.emptyPassword': 'ກະລຸນາປ້ອນລະຫັດຜ່ານ',
  'phonePasswordForm.agreement': 'ກະລຸນາຍອມຮັບຂໍ້ຕົກລົງຄວາມເປັນສ່ວນຕົວ',
  'signInDialog.title': 'ເຂົ້າສູ່ລະບົບບັນຊີ',
  'countryPicker.trigger': 'ລະຫັດໂທປະເທດ: {country}',
  'countryPicker.dialog': 'ເລືອກປະເທດ ຫຼື ພາກພື້ນ',
  'countryPicker.search': 'ຄົ້ນຫາປະເທດ ຫຼື ພາກພື້ນ',
  'countryPicker.searchPlaceholder': 'ຊື່, ລະຫັດປະເທດ ຫຼື ລະຫັດໂທ',
  'countryPicker.list': 'ປະເທດ ແລະ ພາກພື້ນ',
  'countryPicker.resultCount': 'ພົບ {count} ປະເທດ ຫຼື ພາກພື້ນ',
  'countryPicker.noMatch': 'ບໍ່ພົບປະເທດທີ່ກົງກັນ',
  'sendCodeButton.send': 'ຮັບລະຫັດຢືນຢັນ',
  'sendCodeButton.countdown': 'ສົ່ງໃໝ່ໃນ {seconds} ວິນາທີ',
  'sendCodeButton.retry': 'ຂໍລະຫັດອີກຄັ້ງ',
  'sendCodeButton.sent': 'ສົ່ງລະຫັດຢືນຢັນແລ້ວ ຂໍລະຫັດໃໝ່ໄດ້ໃນ {seconds} ວິນາທີ',
  'sendCodeButton.ready': 'ສາມາດຂໍລະຫັດຢືນຢັນໃໝ່ໄດ້ແລ້ວ',
} satisfies Record<keyof typeof zhCN, string>;
