import type zhCN from './zh-CN.ts';

/** Messages of the upload and image viewer components in Thai. */
export default {
  'uploadField.count': '{count, number}/{max, number}',
  'uploadField.images': 'รูปภาพที่อัปโหลดแล้ว',
  'uploadField.view': 'ดูรูปภาพที่ {index, number} จาก {count, number}',
  'uploadField.remove': 'ลบรูปภาพที่ {index, number}',
  'uploadField.add': 'เพิ่มรูปภาพ',
  'uploadField.uploads': 'รูปภาพที่กำลังอัปโหลด',
  'uploadField.uploading': 'กำลังอัปโหลด {name}',
  'uploadField.failed': 'อัปโหลดไม่สำเร็จ',
  'uploadField.onFile': '{action} {name}',
  'uploadField.dismiss': 'นำออก',
  'uploadField.wrongType': '“{name}” ไม่ใช่รูปภาพ {types} จึงไม่ได้เพิ่ม',
  'uploadField.tooBig': '“{name}” ใหญ่เกิน {size, number} MB จึงไม่ได้เพิ่ม',
  'uploadField.tooMany': 'ได้สูงสุด {max, number} รูป มีอีก {count, number} รูปที่ไม่ได้เพิ่ม',
  'uploadField.full': 'ครบ {max, number} รูปแล้ว ลบรูปหนึ่งก่อนจึงจะเพิ่มได้',
  'uploadField.hint': 'สูงสุด {max, number} รูป รองรับ {types} ไม่เกินรูปละ {size, number} MB',
  'uploadField.hintTypes': 'สูงสุด {max, number} รูป รองรับ {types}',
} satisfies Record<keyof typeof zhCN, string>;
