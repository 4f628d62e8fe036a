import { bannerImageUrl, logoImageUrl } from '../../media/urls.ts';
import type { StoredBanner, StoredHome } from '../../catalog/home.ts';
import type { LoginSettings } from '../../auth/methods.ts';
import { DEMO_AGREEMENT } from './agreement.ts';
import { BANNER_TITLES, type TitledBannerSlug } from './bannerTitles.ts';
import { i18nOf, perLocale, translatedOf } from './localeTexts.ts';
import { SETTLEMENT_AGREEMENT } from './settlementAgreement.ts';
import { SETTLEMENT_CONFIG_KEY } from '../../settlement/agreement.ts';
import type { siteConfig } from '../schema.ts';

/** Ids the home page links to. */
export interface HomeLinks {
  digitalId: number;
  fashionId: number;
  fruitId: number;
  applianceId: number;
  /** Goods opened from banners; must be on the shelves. */
  furnitureGoodsId: number;
  campingGoodsId: number;
}

/** A banner with its name and picture in every locale: the picture draws words, so each locale has its own. */
function banner(id: number, slug: TitledBannerSlug, url: string): StoredBanner {
  const title = BANNER_TITLES[slug];
  return {
    id,
    name: title['zh-CN'],
    pic: bannerImageUrl(slug),
    url,
    i18n: i18nOf({ name: translatedOf(title), pic: perLocale((locale) => bannerImageUrl(slug, locale)) }),
  };
}

/**
 * The `home` setting behind `GET /api/pc/home/index` (packages/api home.ts;
 * catalog/home.ts `StoredHome`): zh-CN words in the fields, the other
 * locales' in `i18n`, pictures that draw words in every locale.
 */
export function homeData(links: HomeLinks): StoredHome {
  return {
    logoUrl: logoImageUrl(),
    shopPayCurrency: '￥',
    banner: [
      banner(1, 'digital-week', `/goods/goods_search?cid=${links.digitalId}`),
      banner(2, 'winter-fashion', `/goods/goods_search?cid=${links.fashionId}`),
      banner(3, 'fresh-fruit', `/goods/goods_search?cid=${links.fruitId}`),
      banner(4, 'home-living', `/goods_detail/${links.furnitureGoodsId}`),
    ],
    bastBanner: [
      banner(5, 'appliance-trade-in', `/goods/goods_search?cid=${links.applianceId}`),
      banner(6, 'outdoor-camping', `/goods_detail/${links.campingGoodsId}`),
    ],
    recommendImage: bannerImageUrl('recommend'),
    shopStreetHeaderImag: bannerImageUrl('shop-street'),
    consumerType: 'hotline',
    consumerHotline: '400-123-4567',
    consumerH5Url: '',
    consumerMessage: '在线客服 每日 08:00-22:00 为您服务',
    consumerEmail: 'service@mall.example.com',
    // A placeholder address: the mobile mall is a separate site, configured per deployment.
    mobileUrl: 'https://m.mall.example.com/',
    // Bare values: the footer puts its own labels (地址：, 营业执照：) before them.
    siteAddress: '浙江省杭州市余杭区文一西路969号 多商户商城运营中心（演示）',
    businessLicence: '91330110MA2DEMO000（演示数据） 增值电信业务经营许可证：浙B2-20250000（演示）',
    i18n: i18nOf({
      recommendImage: perLocale((locale) => bannerImageUrl('recommend', locale)),
      shopStreetHeaderImag: perLocale((locale) => bannerImageUrl('shop-street', locale)),
      consumerMessage: {
        en: 'Online customer service, daily 08:00–22:00',
        fr: 'Service client en ligne, tous les jours de 8 h à 22 h',
        th: 'บริการลูกค้าออนไลน์ ทุกวัน 08:00–22:00 น.',
        lao: 'ບໍລິການລູກຄ້າອອນລາຍ ທຸກມື້ 08:00–22:00 ໂມງ',
      },
      // The demo address in each language; the licence numbers stay as issued, the province's character spelled out.
      siteAddress: {
        en: 'Multi-merchant Mall Operations Centre (demo), 969 Wenyi West Road, Yuhang District, Hangzhou, Zhejiang, China',
        fr: 'Centre d’exploitation du centre commercial multi-boutiques (démo), 969 route Wenyi Ouest, district de Yuhang, Hangzhou, Zhejiang, Chine',
        th: 'ศูนย์ปฏิบัติการห้างออนไลน์หลายร้านค้า (สาธิต) เลขที่ 969 ถนนเหวินอีตะวันตก เมืองหางโจว มณฑลเจ้อเจียง ประเทศจีน',
        // The street and city as they are written in Latin letters: the form a foreign address takes in Lao.
        lao: 'ສູນປະຕິບັດການຫ້າງອອນລາຍຫຼາຍຮ້ານຄ້າ (ສາທິດ), 969 Wenyi West Road, Hangzhou, Zhejiang, ປະເທດຈີນ',
      },
      businessLicence: {
        en: '91330110MA2DEMO000 (demo data) · Value-added telecommunications business licence: Zhe B2-20250000 (demo)',
        fr: '91330110MA2DEMO000 (données de démonstration) · Licence de services de télécommunications à valeur ajoutée : Zhe B2-20250000 (démo)',
        th: '91330110MA2DEMO000 (ข้อมูลสาธิต) · ใบอนุญาตประกอบธุรกิจโทรคมนาคมมูลค่าเพิ่ม: Zhe B2-20250000 (สาธิต)',
        lao: '91330110MA2DEMO000 (ຂໍ້ມູນສາທິດ) · ໃບອະນຸຍາດດຳເນີນທຸລະກິດໂທລະຄົມມະນາຄົມມູນຄ່າເພີ່ມ: Zhe B2-20250000 (ສາທິດ)',
      },
    }),
  };
}

/** The `login` setting: the sign-in picture (it draws words: one per locale) and the privacy agreement per locale. */
function loginSettings(): LoginSettings {
  return {
    loginLeftImage: { 'zh-CN': bannerImageUrl('recommend'), ...perLocale((locale) => bannerImageUrl('recommend', locale)) },
    agreement: DEMO_AGREEMENT,
  };
}

/** The `site_config` rows: `home` (with the footer lines), `userMenu`, `login` (sign-in picture, agreement) and `settlement` (the merchant agreement). */
export function siteConfigRows(links: HomeLinks): Array<typeof siteConfig.$inferInsert> {
  return [
    { key: 'home', value: homeData(links) },
    { key: 'userMenu', value: USER_MENU },
    { key: 'login', value: loginSettings() },
    { key: SETTLEMENT_CONFIG_KEY, value: { agreement: SETTLEMENT_AGREEMENT } },
  ];
}

/** A user-menu entry as stored: its name in every locale of the mall. */
export interface StoredMenuEntry {
  id: number;
  name: Record<'zh-CN' | 'en' | 'fr' | 'th' | 'lao', string>;
  pc_url: string;
}

/**
 * The server's user menu (spec §2 Header: `routine_my_menus`). Ids follow the
 * mall's convention (merchant application is 70). The last entry has no PC
 * page and is hidden by the storefront.
 */
export const USER_MENU: StoredMenuEntry[] = [
  { id: 61, pc_url: '/users/collection_list', name: { 'zh-CN': '我的收藏', en: 'Favourites', fr: 'Favoris', th: 'รายการโปรด', lao: 'ລາຍການທີ່ມັກ' } },
  { id: 62, pc_url: '/users/coupon_list', name: { 'zh-CN': '优惠券', en: 'Coupons', fr: 'Bons de réduction', th: 'คูปอง', lao: 'ຄູປອງ' } },
  { id: 63, pc_url: '/users/address_list', name: { 'zh-CN': '收货地址', en: 'Addresses', fr: 'Adresses', th: 'ที่อยู่จัดส่ง', lao: 'ທີ່ຢູ່ຈັດສົ່ງ' } },
  { id: 64, pc_url: '/users/user_info', name: { 'zh-CN': '个人资料', en: 'My profile', fr: 'Mon profil', th: 'ข้อมูลส่วนตัว', lao: 'ຂໍ້ມູນສ່ວນຕົວ' } },
  { id: 70, pc_url: '/users/merchant_settled', name: { 'zh-CN': '商家入驻', en: 'Sell on the mall', fr: 'Devenir vendeur', th: 'สมัครเป็นร้านค้า', lao: 'ສະໝັກເປັນຮ້ານຄ້າ' } },
  { id: 71, pc_url: '/users/application_record', name: { 'zh-CN': '入驻记录', en: 'My applications', fr: 'Mes candidatures', th: 'ประวัติการสมัคร', lao: 'ປະຫວັດການສະໝັກ' } },
  { id: 72, pc_url: '', name: { 'zh-CN': '小程序订单', en: 'Mini-program orders', fr: 'Commandes mini-app', th: 'คำสั่งซื้อมินิโปรแกรม', lao: 'ຄຳສັ່ງຊື້ມິນິໂປຣແກຣມ' } },
];
