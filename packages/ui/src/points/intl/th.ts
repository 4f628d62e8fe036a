import type zhCN from './zh-CN.ts';

/** Messages of the points components in Thai. */
export default {
  'pointsToggle.label': 'ใช้คะแนนเป็นส่วนลด',
  'pointsToggle.available': 'มีคะแนนที่ใช้ได้ {count, number}',
  'pointsToggle.saving': 'ใช้ {count, number} คะแนน ลด {amount}',
  'pointsToggle.none': 'ไม่มีคะแนนที่ใช้ได้',
  'pointsToggle.belowMinimum': 'คะแนนไม่ถึงจำนวนขั้นต่ำ ยังใช้ไม่ได้',
  'pointsAccount.label': 'คะแนนของฉัน',
  'pointsAccount.loading': 'กำลังโหลดคะแนน',
  'pointsAccount.available': 'คะแนนปัจจุบัน',
  'pointsAccount.frozen': 'คะแนนที่ถูกระงับ',
  'pointsAccount.totalEarned': 'ได้รับทั้งหมด',
  'pointsAccount.totalSpent': 'ใช้ไปทั้งหมด',
  'pointsRecordList.label': 'ประวัติคะแนน',
  'pointsRecordList.loading': 'กำลังโหลดประวัติคะแนน',
  'pointsRecordList.empty': 'ยังไม่มีประวัติคะแนน',
  'pointsRecordList.emptyHint': 'รับคะแนนได้จากการซื้อสินค้าและการรีวิว',
  'pointsRecordList.orderNo': 'เลขที่คำสั่งซื้อ: {orderNo}',
  'pointsRecordList.frozenUntil': 'ระงับไว้ถึง {date}',
} satisfies Record<keyof typeof zhCN, string>;
