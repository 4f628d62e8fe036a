import type { Family } from './palette.ts';
import type { SubjectKey } from './subjects.ts';

/** The words and look of one banner picture. */
export interface BannerSpec {
  title: string;
  subtitle: string;
  /** Button text; empty for none. */
  action: string;
  subject: SubjectKey;
  family: Family;
}

/*
 * Banner pictures by the slug in their URL (`/media/art/banner/<slug>.svg`).
 * Their text lives here, not in the URL, so nobody can make the mall's own
 * domain serve a picture saying anything they like.
 */
const BANNERS = {
  'digital-week': {
    title: '数码焕新季',
    subtitle: '旗舰手机 限时直降 至高立减1000元',
    action: '立即抢购',
    subject: 'phone',
    family: 'digital',
  },
  'winter-fashion': {
    title: '冬装新品上市',
    subtitle: '羽绒服 毛呢大衣 满300减50',
    action: '去看看',
    subject: 'menswear',
    family: 'fashion',
  },
  'fresh-fruit': {
    title: '鲜果到家',
    subtitle: '产地直采 冷链直达 次日送达',
    action: '立即购买',
    subject: 'fruit',
    family: 'food',
  },
  'home-living': {
    title: '焕新家 好物节',
    subtitle: '床品家具 灯饰厨具 低至5折',
    action: '立即抢购',
    subject: 'furniture',
    family: 'home',
  },
  'appliance-trade-in': {
    title: '家电以旧换新',
    subtitle: '一级能效 国家补贴 至高再省20%',
    action: '了解详情',
    subject: 'fridge',
    family: 'appliance',
  },
  'outdoor-camping': {
    title: '户外露营季',
    subtitle: '帐篷 营地车 睡袋 一站配齐',
    action: '去逛逛',
    subject: 'camping',
    family: 'sports',
  },
  recommend: {
    title: '为你推荐',
    subtitle: '精选好物 每日上新',
    action: '',
    subject: 'mall',
    family: 'brand',
  },
  'shop-street': {
    title: '品牌好店',
    subtitle: '官方旗舰 品质保障 一条街逛遍',
    action: '',
    subject: 'store',
    family: 'brand',
  },
} as const satisfies Record<string, BannerSpec>;

/** Slug of a known banner picture. */
export type BannerSlug = keyof typeof BANNERS;

/** The banner named `slug`, or undefined when there is none. */
export function findBanner(slug: string): BannerSpec | undefined {
  return Object.hasOwn(BANNERS, slug) ? BANNERS[slug as BannerSlug] : undefined;
}
