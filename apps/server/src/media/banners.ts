import type { ServerLocale } from '../i18n/locale.ts';
import type { Family } from './palette.ts';
import type { SubjectKey } from './subjects.ts';

/** The words one banner picture draws, in one language. */
export interface BannerWords {
  title: string;
  subtitle: string;
  /** Button text; empty for none. */
  action: string;
}

/** The words and look of one banner picture. */
export interface BannerSpec {
  /** Words by locale: zh-CN always (the banners' own language), others where written. */
  words: { 'zh-CN': BannerWords } & Partial<Record<Exclude<ServerLocale, 'zh-CN'>, BannerWords>>;
  subject: SubjectKey;
  family: Family;
}

/*
 * Banner pictures by the slug in their URL (`/media/art/banner/<slug>.svg`,
 * `<slug>.<locale>.svg`). Their text lives here, not in the URL, so nobody
 * can make the mall's own domain serve a picture saying anything they like.
 * Titles are the banners' names in the seed (db/seed/bannerTitles.ts), so a
 * banner's picture and its name say the same.
 * Gaps in the translations are listed in BANNER_FALLBACKS.
 */
const BANNERS = {
  'digital-week': {
    words: {
      'zh-CN': { title: '数码焕新季', subtitle: '旗舰手机 限时直降 至高立减1000元', action: '立即抢购' },
      en: { title: 'Digital upgrade season', subtitle: 'Flagship phones at limited-time prices, up to ¥1,000 off', action: 'Shop now' },
      fr: { title: 'La saison high-tech', subtitle: 'Smartphones haut de gamme à prix réduit, jusqu’à 1000\u00a0¥ de remise', action: 'J’en profite' },
      th: { title: 'เทศกาลอัปเกรดดิจิทัล', subtitle: 'สมาร์ทโฟนรุ่นเรือธง ลดราคาช่วงเวลาจำกัด ลดสูงสุด 1000 หยวน', action: 'ซื้อเลย' },
      lao: { title: 'ເທດສະການສິນຄ້າດິຈິຕອນ', subtitle: '', action: 'ຊື້ເລີຍ' },
    },
    subject: 'phone',
    family: 'digital',
  },
  'winter-fashion': {
    words: {
      'zh-CN': { title: '冬装新品上市', subtitle: '羽绒服 毛呢大衣 满300减50', action: '去看看' },
      en: { title: 'New winter collection', subtitle: 'Down jackets and wool coats: ¥50 off every ¥300', action: 'Take a look' },
      fr: { title: 'Nouvelle collection d’hiver', subtitle: 'Doudounes et manteaux en laine\u00a0: 50\u00a0¥ offerts dès 300\u00a0¥', action: 'Découvrir' },
      th: { title: 'คอลเลกชันฤดูหนาวใหม่', subtitle: 'แจ็กเก็ตขนเป็ด เสื้อโค้ตวูล ช้อปครบ 300 ลด 50', action: 'ดูเลย' },
      lao: { title: 'ຄໍເລັກຊັນລະດູໜາວໃໝ່', subtitle: '', action: 'ເບິ່ງເພີ່ມເຕີມ' },
    },
    subject: 'menswear',
    family: 'fashion',
  },
  'fresh-fruit': {
    words: {
      'zh-CN': { title: '鲜果到家', subtitle: '产地直采 冷链直达 次日送达', action: '立即购买' },
      en: { title: 'Fresh fruit to your door', subtitle: 'Picked where it grows, kept cold all the way, delivered the next day', action: 'Buy now' },
      fr: { title: 'Fruits frais livrés chez vous', subtitle: 'Cueillis sur place, transportés au frais, livrés le lendemain', action: 'Acheter' },
      th: { title: 'ผลไม้สดส่งถึงบ้าน', subtitle: 'ส่งตรงจากสวน แช่เย็นตลอดทาง ได้รับวันถัดไป', action: 'ซื้อเลย' },
      lao: { title: 'ໝາກໄມ້ສົດສົ່ງຮອດເຮືອນ', subtitle: '', action: 'ຊື້ເລີຍ' },
    },
    subject: 'fruit',
    family: 'food',
  },
  'home-living': {
    words: {
      'zh-CN': { title: '焕新家 好物节', subtitle: '床品家具 灯饰厨具 低至5折', action: '立即抢购' },
      en: { title: 'Home refresh festival', subtitle: 'Bedding, furniture, lighting and kitchenware at up to 50% off', action: 'Shop now' },
      fr: { title: 'Le festival de la maison', subtitle: 'Linge de lit, meubles, luminaires et cuisine\u00a0: jusqu’à 50\u00a0% de remise', action: 'J’en profite' },
      th: { title: 'เทศกาลแต่งบ้านใหม่', subtitle: 'เครื่องนอน เฟอร์นิเจอร์ โคมไฟ เครื่องครัว ลดสูงสุด 50%', action: 'ซื้อเลย' },
      lao: { title: 'ເທດສະການແຕ່ງເຮືອນໃໝ່', subtitle: '', action: 'ຊື້ເລີຍ' },
    },
    subject: 'furniture',
    family: 'home',
  },
  'appliance-trade-in': {
    words: {
      'zh-CN': { title: '家电以旧换新', subtitle: '一级能效 国家补贴 至高再省20%', action: '了解详情' },
      en: { title: 'Appliance trade-in', subtitle: 'Top energy ratings and state subsidies: save up to 20% more', action: 'Learn more' },
      fr: { title: 'Reprise de votre ancien électroménager', subtitle: 'Meilleure classe énergétique et aides de l’État\u00a0: jusqu’à 20\u00a0% d’économies en plus', action: 'En savoir plus' },
      th: { title: 'เครื่องใช้ไฟฟ้าเก่าแลกใหม่', subtitle: 'ประหยัดพลังงานระดับสูงสุด รับเงินอุดหนุนจากรัฐ ประหยัดเพิ่มสูงสุด 20%', action: 'ดูรายละเอียด' },
      lao: { title: 'ເຄື່ອງໃຊ້ໄຟຟ້າເກົ່າແລກໃໝ່', subtitle: '', action: 'ເບິ່ງລາຍລະອຽດ' },
    },
    subject: 'fridge',
    family: 'appliance',
  },
  'outdoor-camping': {
    words: {
      'zh-CN': { title: '户外露营季', subtitle: '帐篷 营地车 睡袋 一站配齐', action: '去逛逛' },
      en: { title: 'Camping season', subtitle: 'Tents, camp wagons and sleeping bags, all in one place', action: 'Explore' },
      fr: { title: 'La saison du camping', subtitle: 'Tentes, chariots de camping et sacs de couchage, tout au même endroit', action: 'Découvrir' },
      th: { title: 'เทศกาลแคมป์ปิ้ง', subtitle: 'เต็นท์ รถเข็นแคมป์ ถุงนอน ครบจบในที่เดียว', action: 'ไปช้อปกัน' },
      lao: { title: 'ເທດສະການແຄ້ມປິ້ງ', subtitle: '', action: 'ເບິ່ງເພີ່ມເຕີມ' },
    },
    subject: 'camping',
    family: 'sports',
  },
  recommend: {
    words: {
      'zh-CN': { title: '为你推荐', subtitle: '精选好物 每日上新', action: '' },
      en: { title: 'Picked for you', subtitle: 'Hand-picked goods, new arrivals every day', action: '' },
      fr: { title: 'Notre sélection pour vous', subtitle: 'Des produits choisis avec soin, des nouveautés chaque jour', action: '' },
      th: { title: 'แนะนำสำหรับคุณ', subtitle: 'คัดสรรของดี มีสินค้าใหม่ทุกวัน', action: '' },
      lao: { title: 'ແນະນຳສຳລັບທ່ານ', subtitle: '', action: '' },
    },
    subject: 'mall',
    family: 'brand',
  },
  'shop-street': {
    words: {
      'zh-CN': { title: '品牌好店', subtitle: '官方旗舰 品质保障 一条街逛遍', action: '' },
      en: { title: 'Brand stores', subtitle: 'Official flagship stores, quality guaranteed, all on one street', action: '' },
      fr: { title: 'Boutiques de marque', subtitle: 'Boutiques officielles, qualité garantie, toutes dans la même rue', action: '' },
      th: { title: 'ร้านค้าแบรนด์ชั้นนำ', subtitle: 'ร้านค้าทางการ รับประกันคุณภาพ ช้อปครบในที่เดียว', action: '' },
    },
    subject: 'store',
    family: 'brand',
  },
} as const satisfies Record<string, BannerSpec>;

/** Slug of a known banner picture. */
export type BannerSlug = keyof typeof BANNERS;

/** Every banner slug. */
export const BANNER_SLUGS = Object.keys(BANNERS) as BannerSlug[];

/** A part of a banner a locale does without, and why. */
export interface BannerFallback {
  slug: BannerSlug;
  locale: Exclude<ServerLocale, 'zh-CN'>;
  /** `words`: the picture shows the zh-CN words; `subtitle`: it shows its own title and button, no subtitle. */
  part: 'words' | 'subtitle';
}

/**
 * What the pictures do without, deliberately: Lao subtitles are not written
 * (a wrong sentence is worse than none) and there is no Lao name for the
 * brand-stores banner we are sure of. A test holds this list to the words above.
 */
export const BANNER_FALLBACKS: readonly BannerFallback[] = [
  ...(['digital-week', 'winter-fashion', 'fresh-fruit', 'home-living', 'appliance-trade-in', 'outdoor-camping', 'recommend'] as const).map(
    (slug): BannerFallback => ({ slug, locale: 'lao', part: 'subtitle' }),
  ),
  { slug: 'shop-street', locale: 'lao', part: 'words' },
];

/** The banner named `slug`, or undefined when there is none. */
export function findBanner(slug: string): BannerSpec | undefined {
  return Object.hasOwn(BANNERS, slug) ? BANNERS[slug as BannerSlug] : undefined;
}

/**
 * The words `spec` draws in `locale`: that locale's when written, else
 * zh-CN's, with the locale they are in (for line breaking).
 */
export function bannerWords(spec: BannerSpec, locale: ServerLocale): { words: BannerWords; locale: ServerLocale } {
  const words = locale === 'zh-CN' ? undefined : spec.words[locale];
  return words ? { words, locale } : { words: spec.words['zh-CN'], locale: 'zh-CN' };
}
