import type { Static } from 'typebox';
import { productMiniCodec, type ProductMini } from './catalog.ts';
import type { NoInput, WireMap } from './endpoints.ts';
import { pageOf, type Page, type WirePage } from './page.ts';
import { array, dateTime, jsonText, object, same, url, type Codec, type JsonText } from './wire/codec.ts';
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
  /** Commission in basis points (1 % = 100); a percentage on the wire (`5.5`), as the provider sends it. */
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
   * Banner image URLs of the shop's home tab, in order. On the wire: JSON
   * text of `[{sattDir: URL}]` (`"[]"` when empty, never null or ''), which
   * the provider's shop page parses on every render.
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
  /** Licence and permit image URLs; JSON text of the list on the wire. */
  qualificationPicture: string[];
  intro: string;
  /** Opening hours, `HH:mm-HH:mm`. */
  serviceHours: string;
  /** When the shop joined the mall. */
  createTime: Date;
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

// ——— The wire (crmeb-wire §3, §14) ———

/** A share in basis points in the model, a percentage on the wire. */
const percent: Codec<number, number> = { encode: (bp) => bp / 100, decode: (p) => Math.round(Number(p) * 100) };

export const merchantCategoryCodec = object<MerchantCategory>()({ handlingFee: percent });
export const merchantSearchItemCodec = object<MerchantSearchItem>()({
  backImage: url,
  avatar: url,
  streetBackImage: url,
  proList: array(productMiniCodec),
});

/** The shop banners as the provider's shop page reads them: JSON text of `[{sattDir}]`. */
const pcBannerCodec: Codec<JsonText<{ sattDir: string }[]>, string[]> = jsonText(
  {
    encode: (urls: string[], ctx) => urls.map((u) => ({ sattDir: url.encode(u, ctx) })),
    decode: (items: { sattDir: string }[]) => (Array.isArray(items) ? items.map((i) => String(i?.sattDir ?? '')).filter(Boolean) : []),
  },
  [],
);
export const merchantIndexInfoCodec = object<MerchantIndexInfo>()({
  backImage: url,
  avatar: url,
  pcBackImage: url,
  pcBanner: pcBannerCodec,
});
export const merchantDetailCodec = object<MerchantDetail>()({
  qualificationPicture: jsonText(array(url), []),
  createTime: dateTime,
});

/**
 * The shop search's page: the provider's shop-search page reads the total
 * as `count` (crmeb-wire §4, §14), so it goes out under both names.
 */
function pageWithCount<W, M>(item: Codec<W, M>): Codec<WirePage<W> & { count: number }, Page<M>> {
  const page = pageOf(item);
  return { encode: (model, ctx) => ({ ...page.encode(model, ctx), count: model.total }), decode: page.decode };
}

export const merchantWire = {
  'GET /api/front/merchant/all/type/list': same<MerchantType[]>(),
  'GET /api/front/merchant/all/category/list': array(merchantCategoryCodec),
  'GET /api/front/merchant/street': pageOf(merchantSearchItemCodec),
  'GET /api/front/merchant/search/list': pageWithCount(merchantSearchItemCodec),
  'GET /api/front/merchant/index/info/:id': merchantIndexInfoCodec,
  'GET /api/front/merchant/detail/:id': merchantDetailCodec,
  'GET /api/front/merchant/customer/service/info/:id': same<MerchantServiceInfo>(),
} satisfies WireMap<MerchantEndpoints>;
