import type { BannerSlug } from '../../media/banners.ts';
import type { LocaleTexts } from './localeTexts.ts';

/**
 * The names of the home banners in every locale, by the slug of their
 * picture; an activity shown by a banner has the same name.
 */
export const BANNER_TITLES = {
  'digital-week': { 'zh-CN': '数码焕新季', en: 'Digital upgrade season', fr: 'La saison high-tech', th: 'เทศกาลอัปเกรดดิจิทัล', lao: 'ເທດສະການສິນຄ້າດິຈິຕອນ' },
  'winter-fashion': {
    'zh-CN': '冬装新品上市',
    en: 'New winter collection',
    fr: 'Nouvelle collection d’hiver',
    th: 'คอลเลกชันฤดูหนาวใหม่',
    lao: 'ຄໍເລັກຊັນລະດູໜາວໃໝ່',
  },
  'fresh-fruit': { 'zh-CN': '鲜果到家', en: 'Fresh fruit to your door', fr: 'Fruits frais livrés chez vous', th: 'ผลไม้สดส่งถึงบ้าน', lao: 'ໝາກໄມ້ສົດສົ່ງຮອດເຮືອນ' },
  'home-living': { 'zh-CN': '焕新家 好物节', en: 'Home refresh festival', fr: 'Le festival de la maison', th: 'เทศกาลแต่งบ้านใหม่', lao: 'ເທດສະການແຕ່ງເຮືອນໃໝ່' },
  'appliance-trade-in': {
    'zh-CN': '家电以旧换新',
    en: 'Appliance trade-in',
    fr: 'Reprise de votre ancien électroménager',
    th: 'เครื่องใช้ไฟฟ้าเก่าแลกใหม่',
    lao: 'ເຄື່ອງໃຊ້ໄຟຟ້າເກົ່າແລກໃໝ່',
  },
  'outdoor-camping': { 'zh-CN': '户外露营季', en: 'Camping season', fr: 'La saison du camping', th: 'เทศกาลแคมป์ปิ้ง', lao: 'ເທດສະການແຄ້ມປິ້ງ' },
} as const satisfies Partial<Record<BannerSlug, LocaleTexts>>;

/** Slug of a banner with a name. */
export type TitledBannerSlug = keyof typeof BANNER_TITLES;
