import type { Banner, HomeData } from '@mall/api';
import { bannerImageUrl, logoImageUrl } from '../../media/urls.ts';
import { DEMO_AGREEMENT } from './agreement.ts';
import { SETTLEMENT_AGREEMENT } from './settlementAgreement.ts';
import { SETTLEMENT_CONFIG_KEY } from '../../settlement/agreement.ts';
import type { BannerSlug } from '../../media/banners.ts';
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

function banner(id: number, slug: BannerSlug, name: string, url: string): Banner {
  return { id, name, pic: bannerImageUrl(slug), url };
}

/** Home data of `GET /api/pc/home/index` (packages/api home.ts). */
export function homeData(links: HomeLinks): HomeData {
  return {
    logoUrl: logoImageUrl(),
    shopPayCurrency: '￥',
    banner: [
      banner(1, 'digital-week', '数码焕新季', `/goods/goods_search?cid=${links.digitalId}`),
      banner(2, 'winter-fashion', '冬装新品上市', `/goods/goods_search?cid=${links.fashionId}`),
      banner(3, 'fresh-fruit', '鲜果到家', `/goods/goods_search?cid=${links.fruitId}`),
      banner(4, 'home-living', '焕新家 好物节', `/goods_detail/${links.furnitureGoodsId}`),
    ],
    bastBanner: [
      banner(5, 'appliance-trade-in', '家电以旧换新', `/goods/goods_search?cid=${links.applianceId}`),
      banner(6, 'outdoor-camping', '户外露营季', `/goods_detail/${links.campingGoodsId}`),
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
  };
}

/** The `site_config` rows: `home` (with the footer lines), `userMenu`, `login` (sign-in picture, agreement) and `settlement` (the merchant agreement). */
export function siteConfigRows(links: HomeLinks): Array<typeof siteConfig.$inferInsert> {
  return [
    { key: 'home', value: homeData(links) },
    { key: 'userMenu', value: USER_MENU },
    { key: 'login', value: { loginLeftImage: bannerImageUrl('recommend'), agreement: DEMO_AGREEMENT } },
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
