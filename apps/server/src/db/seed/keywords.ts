import type { hotKeyword } from '../schema.ts';
import { i18nOf, type LocaleTexts, translatedOf } from './localeTexts.ts';

/*
 * Hot search keywords, best first: the header shows the first three. Each
 * finds goods of the seed in every locale, so a click never lands on an
 * empty result: plain product words, which the goods' search terms hold in
 * each language (their translated names and keywords, and the category
 * names; seed/translations). Goods names are not translated into Thai and
 * Lao, so only words the goods' keywords or categories carry there qualify.
 */
const TITLES: ReadonlyArray<LocaleTexts> = [
  { 'zh-CN': '手机', en: 'Phone', fr: 'Téléphone', th: 'มือถือ', lao: 'ໂທລະສັບ' },
  { 'zh-CN': '耳机', en: 'Headphones', fr: 'Écouteurs', th: 'หูฟัง', lao: 'ຫູຟັງ' },
  { 'zh-CN': '运动鞋', en: 'Sports shoes', fr: 'Chaussures de sport', th: 'รองเท้ากีฬา', lao: 'ເກີບກິລາ' },
  { 'zh-CN': '笔记本电脑', en: 'Laptop', fr: 'Ordinateur portable', th: 'โน้ตบุ๊ก', lao: 'ໂນດບຸກ' },
  { 'zh-CN': '电饭煲', en: 'Rice cooker', fr: 'Cuiseur à riz', th: 'หม้อหุงข้าว', lao: 'ໝໍ້ຫຸງເຂົ້າ' },
  { 'zh-CN': '床品', en: 'Bedding', fr: 'Linge de lit', th: 'เครื่องนอน', lao: 'ເຄື່ອງນອນ' },
  { 'zh-CN': '洗衣机', en: 'Washing machine', fr: 'Lave-linge', th: 'เครื่องซักผ้า', lao: 'ເຄື່ອງຊັກຜ້າ' },
  { 'zh-CN': '积木', en: 'Building blocks', fr: 'Jeu de construction', th: 'ตัวต่อ', lao: 'ຕົວຕໍ່' },
  { 'zh-CN': '零食', en: 'Snacks', fr: 'Grignotage', th: 'ขนม', lao: 'ເຂົ້າໜົມ' },
  { 'zh-CN': '帐篷', en: 'Tent', fr: 'Tente', th: 'เต็นท์', lao: 'ເຕັ້ນ' },
];

/** Hot keyword rows: ids in display order, and `sort` falling with it (sort desc = id asc). */
export const HOT_KEYWORDS: Array<typeof hotKeyword.$inferInsert> = TITLES.map((title, i) => ({
  id: i + 1,
  title: title['zh-CN'],
  i18n: i18nOf({ title: translatedOf(title) }),
  sort: (TITLES.length - i) * 10,
}));
