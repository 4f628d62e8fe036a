import { iconImageUrl } from '../../media/urls.ts';
import type { guarantee } from '../schema.ts';
import { i18nOf } from './localeTexts.ts';

/** The platform's service guarantees, shown on every goods page; `sort` falls with display order. */
export const GUARANTEES: Array<typeof guarantee.$inferInsert> = [
  {
    id: 1,
    name: '正品保障',
    icon: iconImageUrl('genuine'),
    content: '商城严选商家，所售商品均为正品行货，假一赔十。',
    i18n: i18nOf({
      name: { en: 'Genuine goods', fr: 'Authenticité garantie', th: 'รับประกันของแท้', lao: 'ຮັບປະກັນຂອງແທ້' },
      content: {
        en: 'Every shop is vetted by the mall and sells only genuine goods: ten times your money back for a fake.',
        fr: 'Chaque boutique est sélectionnée par le centre commercial et ne vend que des produits authentiques : dix fois le prix remboursé pour une contrefaçon.',
        th: 'ร้านค้าทุกร้านผ่านการคัดเลือกจากห้าง สินค้าทุกชิ้นเป็นของแท้ หากพบของปลอมยินดีชดเชยสิบเท่า',
        lao: 'ຮ້ານຄ້າທຸກຮ້ານຜ່ານການຄັດເລືອກຈາກຫ້າງ, ສິນຄ້າທຸກຊິ້ນເປັນຂອງແທ້; ຫາກພົບຂອງປອມ ຍິນດີຊົດເຊີຍສິບເທົ່າ',
      },
    }),
    sort: 40,
  },
  {
    id: 2,
    name: '七天无理由退货',
    icon: iconImageUrl('returns'),
    content: '签收后7天内，商品完好可申请无理由退货。',
    i18n: i18nOf({
      name: { en: '7-day returns', fr: 'Retour sous 7 jours', th: 'คืนสินค้าได้ภายใน 7 วัน', lao: 'ສົ່ງຄືນສິນຄ້າໄດ້ພາຍໃນ 7 ວັນ' },
      content: {
        en: 'Within 7 days of delivery, goods in good condition can be returned without giving a reason.',
        fr: 'Dans les 7 jours suivant la réception, un produit en bon état peut être retourné sans justification.',
        th: 'ภายใน 7 วันหลังได้รับสินค้า สามารถขอคืนสินค้าที่อยู่ในสภาพสมบูรณ์ได้โดยไม่ต้องระบุเหตุผล',
        lao: 'ພາຍໃນ 7 ວັນຫຼັງໄດ້ຮັບສິນຄ້າ, ສາມາດຂໍສົ່ງຄືນສິນຄ້າທີ່ຢູ່ໃນສະພາບສົມບູນໄດ້ໂດຍບໍ່ຕ້ອງບອກເຫດຜົນ',
      },
    }),
    sort: 30,
  },
  {
    id: 3,
    name: '极速发货',
    icon: iconImageUrl('express'),
    content: '付款后48小时内发货，大部分地区次日送达。',
    i18n: i18nOf({
      name: { en: 'Fast dispatch', fr: 'Expédition rapide', th: 'จัดส่งรวดเร็ว', lao: 'ຈັດສົ່ງໄວ' },
      content: {
        en: 'Shipped within 48 hours of payment; next-day delivery to most areas.',
        fr: 'Expédié sous 48 heures après le paiement ; livré le lendemain dans la plupart des régions.',
        th: 'จัดส่งภายใน 48 ชั่วโมงหลังชำระเงิน พื้นที่ส่วนใหญ่ได้รับสินค้าในวันถัดไป',
        lao: 'ຈັດສົ່ງພາຍໃນ 48 ຊົ່ວໂມງຫຼັງຊຳລະເງິນ, ພື້ນທີ່ສ່ວນໃຫຍ່ໄດ້ຮັບສິນຄ້າໃນມື້ຖັດໄປ',
      },
    }),
    sort: 20,
  },
  {
    id: 4,
    name: '售后无忧',
    icon: iconImageUrl('aftersale'),
    content: '专属客服全程跟进，退换货运费险护航。',
    i18n: i18nOf({
      name: { en: 'Worry-free after-sales', fr: 'SAV sans souci', th: 'บริการหลังการขายไร้กังวล', lao: 'ບໍລິການຫຼັງການຂາຍບໍ່ຕ້ອງກັງວົນ' },
      content: {
        en: 'A dedicated service agent follows your case from start to finish, and return shipping insurance covers returns and exchanges.',
        fr: 'Un conseiller dédié suit votre demande du début à la fin, et une assurance couvre les frais de port des retours et des échanges.',
        th: 'มีเจ้าหน้าที่ดูแลเฉพาะตลอดทุกขั้นตอน พร้อมประกันค่าขนส่งสำหรับการคืนหรือเปลี่ยนสินค้า',
        lao: 'ມີພະນັກງານດູແລສະເພາະຕະຫຼອດທຸກຂັ້ນຕອນ, ພ້ອມປະກັນຄ່າຂົນສົ່ງສຳລັບການສົ່ງຄືນ ຫຼື ປ່ຽນສິນຄ້າ',
      },
    }),
    sort: 10,
  },
];
