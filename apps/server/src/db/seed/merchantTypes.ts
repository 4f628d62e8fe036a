import type { merchantCategory, merchantType } from '../schema.ts';
import { DEPARTMENTS, type DepartmentKey } from './categories.ts';
import { i18nOf, type Translated } from './localeTexts.ts';

/** Shop types a merchant can apply as (ids 1–8 in this order). */
export const MERCHANT_TYPES: Array<typeof merchantType.$inferInsert> = [
  {
    id: 1,
    name: '自营店',
    info: '平台自营，由商城直接采购、销售与售后',
    i18n: i18nOf({
      name: { en: 'Mall-operated store', fr: 'Boutique du centre commercial', th: 'ร้านค้าของห้าง', lao: 'ຮ້ານຄ້າຂອງຫ້າງ' },
      info: {
        en: 'Run by the mall itself, which buys, sells and provides after-sales service directly',
        fr: 'Exploitée par le centre commercial lui-même, qui achète, vend et assure le service après-vente',
        th: 'ห้างดำเนินการเอง จัดซื้อ ขาย และให้บริการหลังการขายโดยตรง',
        lao: 'ຫ້າງດຳເນີນການເອງ, ຈັດຊື້, ຂາຍ ແລະ ໃຫ້ບໍລິການຫຼັງການຂາຍໂດຍກົງ',
      },
    }),
  },
  {
    id: 2,
    name: '旗舰店',
    info: '品牌方或持有品牌独占授权的企业开设',
    i18n: i18nOf({
      name: { en: 'Flagship store', fr: 'Boutique phare', th: 'ร้านแฟลกชิป', lao: 'ຮ້ານແຟລັກຊິບ' },
      info: {
        en: 'Opened by the brand owner or by a company holding the brand’s exclusive licence',
        fr: 'Ouverte par le titulaire de la marque ou par une entreprise qui en détient la licence exclusive',
        th: 'เปิดโดยเจ้าของแบรนด์ หรือบริษัทที่ได้รับสิทธิ์แต่เพียงผู้เดียวจากแบรนด์',
        lao: 'ເປີດໂດຍເຈົ້າຂອງແບຣນ ຫຼື ບໍລິສັດທີ່ໄດ້ຮັບສິດສະເພາະຈາກແບຣນ',
      },
    }),
  },
  {
    id: 3,
    name: '专卖店',
    info: '经品牌授权、销售单一品牌商品的店铺',
    i18n: i18nOf({
      name: { en: 'Authorised brand store', fr: 'Boutique agréée', th: 'ร้านตัวแทนจำหน่ายแบรนด์', lao: 'ຮ້ານຕົວແທນຈຳໜ່າຍແບຣນ' },
      info: {
        en: 'Sells the goods of a single brand, with the brand’s authorisation',
        fr: 'Vend les produits d’une seule marque, avec l’autorisation de celle-ci',
        th: 'ได้รับอนุญาตจากแบรนด์ และจำหน่ายสินค้าของแบรนด์เดียว',
        lao: 'ໄດ້ຮັບອະນຸຍາດຈາກແບຣນ ແລະ ຈຳໜ່າຍສິນຄ້າຂອງແບຣນດຽວ',
      },
    }),
  },
  {
    id: 4,
    name: '专营店',
    info: '经营同一经营大类下两个及以上品牌的店铺',
    i18n: i18nOf({
      name: { en: 'Specialty store', fr: 'Boutique spécialisée', th: 'ร้านค้าเฉพาะทาง', lao: 'ຮ້ານຄ້າສະເພາະທາງ' },
      info: {
        en: 'Sells two or more brands within one business category',
        fr: 'Vend au moins deux marques d’une même catégorie d’activité',
        th: 'จำหน่ายสินค้าตั้งแต่สองแบรนด์ขึ้นไปในหมวดธุรกิจเดียวกัน',
        lao: 'ຈຳໜ່າຍສິນຄ້າຕັ້ງແຕ່ສອງແບຣນຂຶ້ນໄປໃນໝວດທຸລະກິດດຽວກັນ',
      },
    }),
  },
  {
    id: 5,
    name: '品牌直营店',
    info: '品牌公司直接经营的线上门店',
    i18n: i18nOf({
      name: { en: 'Brand-run store', fr: 'Boutique de la marque', th: 'ร้านที่แบรนด์ดำเนินการเอง', lao: 'ຮ້ານທີ່ແບຣນດຳເນີນການເອງ' },
      info: {
        en: 'An online store run directly by the brand’s company',
        fr: 'Boutique en ligne gérée directement par la société de la marque',
        th: 'ร้านค้าออนไลน์ที่บริษัทเจ้าของแบรนด์ดำเนินการโดยตรง',
        lao: 'ຮ້ານຄ້າອອນລາຍທີ່ບໍລິສັດເຈົ້າຂອງແບຣນດຳເນີນການໂດຍກົງ',
      },
    }),
  },
  {
    id: 6,
    name: '企业店',
    info: '持有营业执照的企业开设的店铺',
    i18n: i18nOf({
      name: { en: 'Company store', fr: 'Boutique d’entreprise', th: 'ร้านค้านิติบุคคล', lao: 'ຮ້ານຄ້ານິຕິບຸກຄົນ' },
      info: {
        en: 'Opened by a company with a business licence',
        fr: 'Ouverte par une société immatriculée',
        th: 'เปิดโดยบริษัทที่จดทะเบียนนิติบุคคล',
        lao: 'ເປີດໂດຍບໍລິສັດທີ່ມີໃບທະບຽນວິສາຫະກິດ',
      },
    }),
  },
  {
    id: 7,
    name: '个人店',
    info: '个体工商户开设的店铺',
    i18n: i18nOf({
      name: { en: 'Individual store', fr: 'Boutique individuelle', th: 'ร้านค้าบุคคลธรรมดา', lao: 'ຮ້ານຄ້າບຸກຄົນ' },
      info: {
        en: 'Opened by a sole trader',
        fr: 'Ouverte par un entrepreneur individuel',
        th: 'เปิดโดยผู้ประกอบการรายบุคคล',
        lao: 'ເປີດໂດຍຜູ້ປະກອບການລາຍບຸກຄົນ',
      },
    }),
  },
  {
    id: 8,
    name: '跨境店',
    info: '销售境外商品的跨境电商店铺',
    i18n: i18nOf({
      name: { en: 'Cross-border store', fr: 'Boutique transfrontalière', th: 'ร้านค้าข้ามพรมแดน', lao: 'ຮ້ານຄ້າຂ້າມຊາຍແດນ' },
      info: {
        en: 'An online store selling goods from abroad',
        fr: 'Boutique en ligne qui vend des produits venus de l’étranger',
        th: 'ร้านค้าออนไลน์ที่จำหน่ายสินค้าจากต่างประเทศ',
        lao: 'ຮ້ານຄ້າອອນລາຍທີ່ຈຳໜ່າຍສິນຄ້າຈາກຕ່າງປະເທດ',
      },
    }),
  },
];

/** Merchant type ids by name, for readability where merchants are defined. */
export const TYPE_ID = { self: 1, flagship: 2, exclusive: 3, specialty: 4 } as const;

/** A department's name in every locale: merchant categories that trade in one department are named after it. */
function department(key: DepartmentKey): { name: string; names: Translated } {
  const found = DEPARTMENTS.find((d) => d.key === key);
  if (!found) throw new Error(`unknown department ${key}`);
  return found;
}

/** A merchant category row named after a department. */
function departmentCategory(id: number, key: DepartmentKey, handlingFeeBp: number): typeof merchantCategory.$inferInsert {
  const { name, names } = department(key);
  return { id, name, i18n: i18nOf({ name: names }), handlingFeeBp };
}

/**
 * Business categories a merchant trades in, with the platform's commission in
 * basis points (300 = 3 %). Ids 1–10 in this order.
 */
export const MERCHANT_CATEGORIES: Array<typeof merchantCategory.$inferInsert> = [
  {
    id: 1,
    name: '综合百货',
    i18n: i18nOf({ name: { en: 'General merchandise', fr: 'Commerce généraliste', th: 'สินค้าทั่วไป', lao: 'ສິນຄ້າທົ່ວໄປ' } }),
    handlingFeeBp: 0,
  },
  {
    id: 2,
    name: '数码家电',
    i18n: i18nOf({
      name: { en: 'Digital & appliances', fr: 'Numérique et électroménager', th: 'ดิจิทัลและเครื่องใช้ไฟฟ้า', lao: 'ດິຈິຕອນ ແລະ ເຄື່ອງໃຊ້ໄຟຟ້າ' },
    }),
    handlingFeeBp: 300,
  },
  departmentCategory(3, 'office', 300),
  departmentCategory(4, 'fashion', 600),
  departmentCategory(5, 'beauty', 800),
  departmentCategory(6, 'food', 500),
  departmentCategory(7, 'home', 500),
  departmentCategory(8, 'baby', 400),
  departmentCategory(9, 'sports', 500),
  departmentCategory(10, 'culture', 200),
];
