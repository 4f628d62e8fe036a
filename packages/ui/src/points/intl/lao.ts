import type zhCN from './zh-CN.ts';

/** Messages of the points components in Lao. */
export default {
  'pointsToggle.label': 'ໃຊ້ຄະແນນເປັນສ່ວນຫຼຸດ',
  'pointsToggle.available': 'ມີຄະແນນທີ່ໃຊ້ໄດ້ {count, number}',
  'pointsToggle.saving': 'ໃຊ້ {count, number} ຄະແນນ ຫຼຸດ {amount}',
  'pointsToggle.none': 'ບໍ່ມີຄະແນນທີ່ໃຊ້ໄດ້',
  'pointsToggle.belowMinimum': 'ຄະແນນບໍ່ເຖິງຈຳນວນຂັ້ນຕ່ຳ ຍັງໃຊ້ບໍ່ໄດ້',
  'pointsAccount.label': 'ຄະແນນຂອງຂ້ອຍ',
  'pointsAccount.loading': 'ກຳລັງໂຫຼດຄະແນນ',
  'pointsAccount.available': 'ຄະແນນປັດຈຸບັນ',
  'pointsAccount.frozen': 'ຄະແນນທີ່ຖືກລະງັບ',
  'pointsAccount.totalEarned': 'ໄດ້ຮັບທັງໝົດ',
  'pointsAccount.totalSpent': 'ໃຊ້ໄປທັງໝົດ',
  'pointsRecordList.label': 'ປະຫວັດຄະແນນ',
  'pointsRecordList.loading': 'ກຳລັງໂຫຼດປະຫວັດຄະແນນ',
  'pointsRecordList.empty': 'ຍັງບໍ່ມີປະຫວັດຄະແນນ',
  'pointsRecordList.emptyHint': 'ຮັບຄະແນນໄດ້ຈາກການຊື້ສິນຄ້າ ແລະ ການລີວິວ',
  'pointsRecordList.orderNo': 'ເລກທີຄຳສັ່ງຊື້: {orderNo}',
  'pointsRecordList.frozenUntil': 'ລະງັບໄວ້ຮອດ {date}',
} satisfies Record<keyof typeof zhCN, string>;
