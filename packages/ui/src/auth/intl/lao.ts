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
} satisfies Record<keyof typeof zhCN, string>;
