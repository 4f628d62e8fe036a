import type { Static } from 'typebox';
import type { ProductMini } from './catalog.ts';
import type { NoInput } from './endpoints.ts';
import type { Page } from './page.ts';
import type { MerchantIdParams, MerchantSearchQuery, MerchantStreetQuery } from './schemas/merchant.ts';

/**
 * Shops: types and categories, the shop street and search, a shop's header,
 * qualification tab and customer-service contact. Money is integer cents.
 * @see spec §2 (merchant routes), §3 Merchant/shop, Customer-service config; crmeb-api §4.11, §6 rules 18–19
 */

/** A shop type (e.g. flagship store, speciality store). */
export interface MerchantType {
  id: number;
  name: string;
  info: string;
}

/** A shop category with the platform's commission. */
export interface MerchantCategory {
  id: number;
  name: string;
  /** Commission in basis points (1 % = 100). */
  handlingFee: number;
}

/** How a shop's customer service is reached (crmeb-api §5 merchant customer-service type). */
export type MerchantServiceType = 'H5' | 'phone' | 'message' | 'email';

/**
 * A shop card of the shop street and the shop search (`MerchantSearchResponse`).
 * Only open shops are listed.
 */
export interface MerchantSearchItem {
  id: number;
  name: string;
  categoryId: number;
  typeId: number;
  /** The platform's self-operated shop. */
  isSelf: boolean;
  /** Header background URL. */
  backImage: string;
  avatar: string;
  /** Card background URL on the shop street. */
  streetBackImage: string;
  /** Rating 1–5. */
  starLevel: number;
  /** Up to 3 of the shop's goods on sale, its merchandising order first; `sales` counts real plus opening sales. */
  proList: ProductMini[];
}

/** The shop's customer-service contact (`GET /api/front/merchant/customer/service/info/{id}`). */
export interface MerchantServiceInfo {
  serviceType: MerchantServiceType;
  /** Chat page URL when `serviceType` is `H5`; '' otherwise. */
  serviceLink: string;
  servicePhone: string;
  /** Text shown to shoppers when `serviceType` is `message`. */
  serviceMessage: string;
  serviceEmail: string;
}

/** The shop header of the shop pages (`GET /api/front/merchant/index/info/{id}`). */
export interface MerchantIndexInfo extends MerchantServiceInfo {
  id: number;
  name: string;
  categoryId: number;
  typeId: number;
  isSelf: boolean;
  backImage: string;
  avatar: string;
  starLevel: number;
  /** True when the signed-in shopper follows the shop; false for guests. */
  isCollect: boolean;
  /** Shoppers following the shop. */
  followerCount: number;
  /**
   * Banner image URLs of the shop's home tab, in order. A list; the
   * original API sent a comma-separated or JSON-array string.
   */
  pcBanner: string[];
  /** Background URL of the shop header on the PC site. */
  pcBackImage: string;
}

/** The shop's qualification tab (`GET /api/front/merchant/detail/{id}`). */
export interface MerchantDetail {
  id: number;
  name: string;
  /** Contact person. */
  realName: string;
  email: string;
  phone: string;
  address: string;
  /** Licence and permit image URLs; a list where the original API sent a JSON-array string. */
  qualificationPicture: string[];
  intro: string;
  /** Opening hours, `HH:mm-HH:mm`. */
  serviceHours: string;
  /** When the shop joined the mall, ISO 8601. */
  createTime: string;
  /** Shoppers following the shop. */
  collectNum: number;
}

export type MerchantStreetInput = Static<typeof MerchantStreetQuery>;
export type MerchantSearchInput = Static<typeof MerchantSearchQuery>;
type MerchantIdInput = { params: Static<typeof MerchantIdParams> };

export interface MerchantEndpoints {
  'GET /api/front/merchant/all/type/list': { input: NoInput; data: MerchantType[] };
  'GET /api/front/merchant/all/category/list': { input: NoInput; data: MerchantCategory[] };
  /** Open shops, recommended first, then by the mall's sort order (crmeb-api §6 rule 18). */
  'GET /api/front/merchant/street': { input: { query?: MerchantStreetInput }; data: Page<MerchantSearchItem> };
  /** Open shops matching the filters, best rated first (crmeb-api §6 rule 19). */
  'GET /api/front/merchant/search/list': { input: { query?: MerchantSearchInput }; data: Page<MerchantSearchItem> };
  /** 404 for an unknown or closed shop. */
  'GET /api/front/merchant/index/info/:id': { input: MerchantIdInput; data: MerchantIndexInfo };
  /** 404 for an unknown or closed shop. */
  'GET /api/front/merchant/detail/:id': { input: MerchantIdInput; data: MerchantDetail };
  /** 404 for an unknown or closed shop. */
  'GET /api/front/merchant/customer/service/info/:id': { input: MerchantIdInput; data: MerchantServiceInfo };
}
