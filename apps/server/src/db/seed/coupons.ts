import type { coupon, product } from '../schema.ts';
import { i18nOf, type Translated } from './localeTexts.ts';
import type { MerchantDef } from './merchants.ts';
import { createRng, type Rng } from './prng.ts';

/*
 * The coupons on offer in the demo mall (crmeb-api §4.13, §5): per shop 2–4
 * shop coupons (with and without a threshold, some limited, validity fixed
 * or counted from receipt), product coupons for some shops' goods, and two
 * platform coupons. Receive windows and fixed validity are pinned to fixed
 * dates that stay open until the end of 2030, so tests and demos do not rot.
 */

/** Coupons can be received from this instant… */
export const COUPON_RECEIVE_START = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));
/** …until the end of 2030 (Beijing time). */
export const COUPON_RECEIVE_END = new Date(Date.UTC(2030, 11, 31, 15, 59, 59));
/** Fixed-date coupons are valid over this span. */
export const COUPON_USE_START = COUPON_RECEIVE_START;
export const COUPON_USE_END = new Date(Date.UTC(2031, 5, 30, 15, 59, 59));

type CouponRow = typeof coupon.$inferInsert & { id: number; name: string; money: number; useType: number };
type Goods = Pick<typeof product.$inferInsert, 'merId' | 'isShow' | 'stock' | 'price'> & { id: number };
type Draft = Omit<CouponRow, 'id' | 'sort' | 'receiveStartTime' | 'receiveEndTime'>;

const yuan = (n: number) => n * 100;

/** Validity either fixed to the seeded span or `day` days from receipt. */
function validity(fixed: boolean, day: number): Pick<Draft, 'isFixedTime' | 'day' | 'useStartTime' | 'useEndTime'> {
  return fixed ? { isFixedTime: true, day: 0, useStartTime: COUPON_USE_START, useEndTime: COUPON_USE_END } : { isFixedTime: false, day };
}

/** A coupon's name: the zh-CN text for the column and its translations (shop coupons carry them too: the shops of the demo write them). */
function nameOf(name: string, names: Translated): Pick<Draft, 'name' | 'i18n'> {
  return { name, i18n: i18nOf({ name: names }) };
}

/** A limited issue of `total` with `left` still to receive. */
const limited = (total: number, left: number) => ({ isLimited: true, total, lastTotal: left });

/** The kinds of shop coupon a shop draws from, in the order it shows them. */
const SHOP_COUPONS: ReadonlyArray<(r: Rng, merId: number) => Draft> = [
  (r, merId) => {
    const money = r.pick([5, 8, 10]);
    const name = nameOf(`店铺无门槛券 立减${money}元`, {
      en: `Shop coupon: ¥${money} off, no minimum`,
      fr: `Bon boutique : ${money} ¥ de réduction sans minimum d’achat`,
      th: `คูปองร้านค้า ลด ¥${money} ไม่มีขั้นต่ำ`,
      lao: `ຄູປອງຮ້ານຄ້າ ຫຼຸດ ¥${money} ບໍ່ມີຂັ້ນຕ່ຳ`,
    });
    return { merId, ...name, money: yuan(money), minPrice: 0, useType: 1, ...validity(false, 30) };
  },
  (r, merId) => {
    const [min, off] = r.pick([[199, 20], [159, 15], [299, 30]] as const);
    const name = nameOf(`满${min}减${off}`, {
      en: `¥${off} off orders over ¥${min}`,
      fr: `${off} ¥ de réduction dès ${min} ¥ d’achat`,
      th: `ซื้อครบ ¥${min} ลด ¥${off}`,
      lao: `ຊື້ຄົບ ¥${min} ຫຼຸດ ¥${off}`,
    });
    return { merId, ...name, money: yuan(off), minPrice: yuan(min), useType: 1, ...validity(true, 0) };
  },
  (r, merId) => {
    const total = r.pick([200, 300, 500]);
    const name = nameOf('满499减60 限量', {
      en: '¥60 off orders over ¥499, limited',
      fr: '60 ¥ de réduction dès 499 ¥ d’achat, quantité limitée',
      th: 'ซื้อครบ ¥499 ลด ¥60 จำนวนจำกัด',
      lao: 'ຊື້ຄົບ ¥499 ຫຼຸດ ¥60 ຈຳນວນຈຳກັດ',
    });
    return { merId, ...name, money: yuan(60), minPrice: yuan(499), useType: 1, ...limited(total, r.int(20, total)), ...validity(false, 15) };
  },
  (r, merId) => {
    const total = r.pick([30, 50]);
    const name = nameOf('满999减150 限量大额券', {
      en: 'Big saver: ¥150 off orders over ¥999, limited',
      fr: 'Grosse remise : 150 ¥ de réduction dès 999 ¥ d’achat, quantité limitée',
      th: 'คูปองมูลค่าสูง ซื้อครบ ¥999 ลด ¥150 จำนวนจำกัด',
      lao: 'ຄູປອງມູນຄ່າສູງ ຊື້ຄົບ ¥999 ຫຼຸດ ¥150 ຈຳນວນຈຳກັດ',
    });
    return { merId, ...name, money: yuan(150), minPrice: yuan(999), useType: 1, ...limited(total, r.int(2, 12)), ...validity(true, 0) };
  },
];

const FLASH_COUPON_NAME = nameOf('限量秒杀券 满99减30', {
  en: 'Flash deal: ¥30 off orders over ¥99, limited',
  fr: 'Vente flash : 30 ¥ de réduction dès 99 ¥ d’achat, quantité limitée',
  th: 'คูปองแฟลชเซล ซื้อครบ ¥99 ลด ¥30 จำนวนจำกัด',
  lao: 'ຄູປອງແຟລັດເຊວ ຊື້ຄົບ ¥99 ຫຼຸດ ¥30 ຈຳນວນຈຳກັດ',
});

const ANNIVERSARY_COUPON_NAME = nameOf('周年庆 满199减50（已抢光）', {
  en: 'Anniversary: ¥50 off orders over ¥199 (all claimed)',
  fr: 'Anniversaire : 50 ¥ de réduction dès 199 ¥ d’achat (épuisé)',
  th: 'ฉลองครบรอบ ซื้อครบ ¥199 ลด ¥50 (หมดแล้ว)',
  lao: 'ສະເຫຼີມສະຫຼອງຄົບຮອບ ຊື້ຄົບ ¥199 ຫຼຸດ ¥50 (ໝົດແລ້ວ)',
});

/** The platform's coupons (no shop: `merId` null, useType 3), named in every locale. */
export const PLATFORM_COUPON_NAMES = {
  general: nameOf('平台通用券 满299减30', {
    en: 'Mall-wide coupon: ¥30 off orders over ¥299',
    fr: 'Bon valable dans tout le centre commercial : 30 ¥ de réduction dès 299 ¥ d’achat',
    th: 'คูปองใช้ได้ทุกร้าน ซื้อครบ ¥299 ลด ¥30',
    lao: 'ຄູປອງໃຊ້ໄດ້ທຸກຮ້ານ ຊື້ຄົບ ¥299 ຫຼຸດ ¥30',
  }),
  newcomer: nameOf('平台新人券 满99减10', {
    en: 'New customer coupon: ¥10 off orders over ¥99',
    fr: 'Bon de bienvenue : 10 ¥ de réduction dès 99 ¥ d’achat',
    th: 'คูปองลูกค้าใหม่ ซื้อครบ ¥99 ลด ¥10',
    lao: 'ຄູປອງລູກຄ້າໃໝ່ ຊື້ຄົບ ¥99 ຫຼຸດ ¥10',
  }),
} as const;

/**
 * Every coupon with fixed ids: shop by shop its shop coupons (the second shop
 * also has one with a single coupon left, the third one all claimed) and
 * sometimes a product coupon naming 1–3 of its goods on sale in stock, then
 * the platform's two. A pure function of `seed` and the goods.
 */
export function buildCoupons(seed: number, merchants: readonly MerchantDef[], goods: readonly Goods[]): CouponRow[] {
  const rng = createRng(seed ^ 0xc0_a9_01);
  const drafts: Draft[] = [];
  merchants.forEach((shop, index) => {
    const merId = shop.row.id;
    const special: Draft[] = [];
    if (index === 1) special.push({ merId, ...FLASH_COUPON_NAME, money: yuan(30), minPrice: yuan(99), useType: 1, ...limited(10, 1), ...validity(false, 7) });
    if (index === 2) special.push({ merId, ...ANNIVERSARY_COUPON_NAME, money: yuan(50), minPrice: yuan(199), useType: 1, ...limited(20, 0), ...validity(true, 0) });
    const count = rng.int(2, 4) - special.length;
    const kinds = rng.sample(SHOP_COUPONS, Math.max(count, 1));
    const own: Draft[] = [...kinds.map((make) => make(rng, merId)), ...special];

    const onSale = goods.filter((g) => g.merId === merId && g.isShow !== false && (g.stock ?? 0) > 0);
    // The first two shops always have one, so the goods page has product coupons to show.
    if (onSale.length > 0 && (index < 2 || rng.chance(0.4))) {
      const named = rng.sample(onSale, rng.int(1, 3)).map((g) => g.id);
      const off = rng.pick([10, 20, 30]);
      const name = nameOf(`指定商品立减${off}元`, {
        en: `¥${off} off selected goods`,
        fr: `${off} ¥ de réduction sur une sélection de produits`,
        th: `ลด ¥${off} สำหรับสินค้าที่กำหนด`,
        lao: `ຫຼຸດ ¥${off} ສຳລັບສິນຄ້າທີ່ກຳນົດ`,
      });
      own.push({ merId, ...name, money: yuan(off), minPrice: 0, useType: 2, productIds: named, ...validity(false, 7) });
    }
    drafts.push(...own);
  });
  drafts.push(
    { merId: null, ...PLATFORM_COUPON_NAMES.general, money: yuan(30), minPrice: yuan(299), useType: 3, ...validity(true, 0) },
    { merId: null, ...PLATFORM_COUPON_NAMES.newcomer, money: yuan(10), minPrice: yuan(99), useType: 3, ...limited(1000, 986), ...validity(false, 7) },
  );

  return drafts.map((draft, i) => ({
    id: i + 1,
    ...draft,
    receiveStartTime: COUPON_RECEIVE_START,
    receiveEndTime: COUPON_RECEIVE_END,
    // Fixed, like every seeded row, so reseeding gives identical rows.
    createdAt: new Date(COUPON_RECEIVE_START.getTime() - (drafts.length - i) * 60_000),
    // Listed in the order drafted within a shop.
    sort: (drafts.length - i) * 10,
  }));
}
