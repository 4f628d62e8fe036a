import type zhCN from './zh-CN.ts';

/** Messages of the upload and image viewer components in Lao. */
export default {
  'uploadField.count': '{count, number}/{max, number}',
  'uploadField.images': 'ຮູບທີ່ອັບໂຫລດແລ້ວ',
  'uploadField.view': 'ເບິ່ງຮູບທີ {index, number} ຈາກ {count, number}',
  'uploadField.remove': 'ລຶບຮູບທີ {index, number}',
  'uploadField.add': 'ເພີ່ມຮູບ',
  'uploadField.uploads': 'ຮູບທີ່ກຳລັງອັບໂຫລດ',
  'uploadField.uploading': 'ກຳລັງອັບໂຫລດ {name}',
  'uploadField.failed': 'ອັບໂຫລດບໍ່ສຳເລັດ',
  'uploadField.onFile': '{action} {name}',
  'uploadField.dismiss': 'ເອົາອອກ',
  'uploadField.wrongType': '“{name}” ບໍ່ແມ່ນຮູບ {types} ຈຶ່ງບໍ່ໄດ້ເພີ່ມ',
  'uploadField.tooBig': '“{name}” ໃຫຍ່ເກີນ {size, number} MB ຈຶ່ງບໍ່ໄດ້ເພີ່ມ',
  'uploadField.tooMany': 'ໄດ້ສູງສຸດ {max, number} ຮູບ ມີອີກ {count, number} ຮູບທີ່ບໍ່ໄດ້ເພີ່ມ',
  'uploadField.full': 'ຄົບ {max, number} ຮູບແລ້ວ ລຶບຮູບໜຶ່ງກ່ອນຈຶ່ງເພີ່ມໄດ້',
  'uploadField.hint': 'ສູງສຸດ {max, number} ຮູບ ຮອງຮັບ {types} ບໍ່ເກີນຮູບລະ {size, number} MB',
  'uploadField.hintTypes': 'ສູງສຸດ {max, number} ຮູບ ຮອງຮັບ {types}',
} satisfies Record<keyof typeof zhCN, string>;
