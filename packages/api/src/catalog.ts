import type { NoInput, WireMap } from './endpoints.ts';
import type { Static } from 'typebox';
import { pageOf, type Page } from './page.ts';
import { array, commaText, jsonText, lazy, object, optional, record, same, url, yuan, type Codec, type WireOf } from './wire/codec.ts';
import type {
  IndexProductQuery,
  MerchantCategoryParams,
  MerchantProductListQuery,
  ProductDetailParams,
  ProductListQuery,
} from './schemas/catalog.ts';

/**
 * Categories and goods. The model keeps money in integer cents and lists as
 * arrays; the codecs at the end put them on the wire as the provider does
 * (decimal yuan, JSON text, comma strings, absolute URLs; crmeb-wire §3–§5).
 * @see spec §3 (Category tree, Goods); crmeb-api §4.4
 */

/** A node of the two-level platform category tree. `childList` is absent when empty (spec §3). */
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  /** Icon URL ('' for none). */
  icon: string;
  /** 1 for top level, 2 for leaves. */
  level: number;
  sort: number;
  childList?: CategoryNode[];
}

/** Goods as a card in lists and grids. */
export interface ProductCard {
  id: number;
  merId: number;
  merName: string;
  image: string;
  storeName: string;
  /** Lowest SKU price, cents. */
  price: number;
  /** Old (list) price, cents; 0 when there is none. */
  otPrice: number;
  /** Units sold (real sales plus the merchant's opening figure `ficti`). */
  sales: number;
  unitName: string;
  /** Units in stock across SKUs; 0 means sold out. */
  stock: number;
}

/** The goods record of a detail page. */
export interface ProductInfo {
  id: number;
  merId: number;
  storeName: string;
  /** Selling points, one per line. */
  storeInfo: string;
  keyword: string;
  /** Description as sanitised HTML made by the mall (never merchant-supplied script). */
  content: string;
  image: string;
  sliderImage: string[];
  categoryId: number;
  price: number;
  otPrice: number;
  /** Freight per unit, cents (crmeb-api §6 rule 4). */
  postage: number;
  unitName: string;
  sales: number;
  stock: number;
  /** False for a single specification, true for several. */
  specType: boolean;
}

/** One specification axis, e.g. colour with its values. */
export interface ProductAttr {
  id: number;
  productId: number;
  attrName: string;
  attrValues: string[];
}

/** A SKU: one combination of specification values with its own price and stock. */
export interface SkuValue {
  /** SKU id; sent as `productAttrUnique` or `attrValueId`. */
  id: number;
  productId: number;
  /** Values joined with `,` in axis order, e.g. `Red,XL`; the key of `productValue`. */
  sku: string;
  attrValue: Record<string, string>;
  price: number;
  otPrice: number;
  stock: number;
  sales: number;
  image: string;
}

/**
 * The specification part of a goods: its axes and SKUs
 * (`GET /api/front/product/sku/detail/{id}`, crmeb-api §4.4).
 */
export interface ProductSpecs {
  productAttr: ProductAttr[];
  /** SKUs keyed by their `sku` string. */
  productValue: Record<string, SkuValue>;
}

/** Goods shown in a merchant's card. */
export interface ProductMini {
  id: number;
  storeName: string;
  image: string;
  /** Lowest SKU price, cents. */
  price: number;
  /** Old price, cents; 0 when there is none. */
  otPrice: number;
  /** Units sold, real plus the merchant's opening figure. */
  sales: number;
}

/** The merchant card of a detail page. */
export interface MerchantBrief {
  id: number;
  name: string;
  avatar: string;
  isSelf: boolean;
  /** Rating 1–5. */
  starLevel: number;
  typeId: number;
  /** True when the signed-in shopper follows the shop; false for guests. */
  isCollect: boolean;
  /** Shoppers following the shop (spec §3 Merchant/shop follower count). */
  followerCount: number;
  /** Up to 4 recommended goods of the merchant on sale, never the goods of the page. */
  proList: ProductMini[];
}

/** A service guarantee (free returns, genuine goods…). */
export interface Guarantee {
  id: number;
  name: string;
  icon: string;
  content: string;
}

/** `data` of `GET /api/front/product/detail/{id}`. */
export interface ProductDetail {
  productInfo: ProductInfo;
  productAttr: ProductAttr[];
  /** SKUs keyed by their `sku` string. */
  productValue: Record<string, SkuValue>;
  merchantInfo: MerchantBrief;
  /** True when the signed-in shopper keeps this goods among the favourites; false for guests. */
  userCollect: boolean;
  guaranteeList: Guarantee[];
}

/** A row of the ranking (crmeb-api §4.4 leaderboard, §6 rule 21). */
export interface LeaderboardItem {
  id: number;
  storeName: string;
  image: string;
  /** Cents. */
  price: number;
  /** Old price, cents; 0 when there is none. */
  otPrice: number;
  /** Units sold: real sales plus the merchant's opening figure `ficti`. */
  sales: number;
}

/** Most goods the ranking holds (crmeb-api §6 rule 21). */
export const LEADERBOARD_SIZE = 20;

/**
 * A node of a shop's own two-level category tree (crmeb-api §4.4 merchant
 * category list). Only shown categories; `childList` is absent when empty.
 */
export interface MerchantCategoryNode {
  id: number;
  /** Parent id; 0 for top level. */
  pid: number;
  name: string;
  sort: number;
  childList?: MerchantCategoryNode[];
}

/** How many goods a page of the home feed holds in the storefront (crmeb-api §3 home). */
export const HOME_FEED_PAGE_SIZE = 13;

/** Query of the goods list and search; `minPrice` and `maxPrice` in cents (yuan on the wire). */
export type ProductListInput = Static<typeof ProductListQuery>;
/** Query of a shop's goods list; `minPrice` and `maxPrice` in cents (yuan on the wire). */
export type MerchantProductListInput = Static<typeof MerchantProductListQuery>;

export interface CatalogEndpoints {
  'GET /api/front/product/category': { input: NoInput; data: CategoryNode[] };
  'GET /api/front/product/list': { input: { query?: ProductListInput }; data: Page<ProductCard> };
  'GET /api/front/product/detail/:id': {
    input: { params: Static<typeof ProductDetailParams> };
    data: ProductDetail;
  };
  'GET /api/front/product/sku/detail/:id': { input: { params: Static<typeof ProductDetailParams> }; data: ProductSpecs };
  'GET /api/front/product/merchant/pro/list': { input: { query: MerchantProductListInput }; data: Page<ProductCard> };
  'GET /api/front/product/merchant/:merId/category/list': {
    input: { params: Static<typeof MerchantCategoryParams> };
    data: MerchantCategoryNode[];
  };
  'GET /api/front/product/leaderboard': { input: NoInput; data: LeaderboardItem[] };
  'GET /api/front/index/product': { input: { query?: Static<typeof IndexProductQuery> }; data: Page<ProductCard> };
}

// ——— The wire (crmeb-wire §3–§5) ———

/**
 * Wire fields every goods card carries besides the model's: the provider
 * shows `sales + ficti` (its opening figure); the model's `sales` already
 * holds both, so `ficti` goes out as 0.
 */
const cardExtras = { ficti: () => 0 };

export const productCardCodec = object<ProductCard>()({ image: url, price: yuan, otPrice: yuan }, cardExtras);
export const productMiniCodec = object<ProductMini>()({ image: url, price: yuan, otPrice: yuan }, cardExtras);

export const categoryNodeCodec: Codec<WireCategoryNode, CategoryNode> = object<CategoryNode>()({
  icon: url,
  childList: optional(array(lazy(() => categoryNodeCodec))),
});
/** A category node on the wire. */
export interface WireCategoryNode extends Omit<CategoryNode, 'childList'> {
  childList?: WireCategoryNode[];
}

export const merchantCategoryNodeCodec = same<MerchantCategoryNode>();

/** `sliderImage` is JSON text of URLs (the client parses it on every render). */
export const productInfoCodec = object<ProductInfo>()(
  { image: url, sliderImage: jsonText(array(url), []), price: yuan, otPrice: yuan, postage: yuan },
  cardExtras,
);
/** `attrValues` is a comma string; the client splits it and pre-selects the first value. */
export const productAttrCodec = object<ProductAttr>()({ attrValues: commaText });
/** `attrValue` is JSON text of axis → value, as the provider stores it. */
export const skuValueCodec = object<SkuValue>()({
  attrValue: jsonText(same<Record<string, string>>(), {}),
  price: yuan,
  otPrice: yuan,
  image: url,
});
export const guaranteeCodec = object<Guarantee>()({ icon: url });
export const merchantBriefCodec = object<MerchantBrief>()({ avatar: url, proList: array(productMiniCodec) });

const specsFields = { productAttr: array(productAttrCodec), productValue: record(skuValueCodec) };
export const productSpecsCodec = object<ProductSpecs>()(specsFields);
export const productDetailCodec = object<ProductDetail>()({
  ...specsFields,
  productInfo: productInfoCodec,
  merchantInfo: merchantBriefCodec,
  guaranteeList: array(guaranteeCodec),
});
export const leaderboardItemCodec = object<LeaderboardItem>()({ image: url, price: yuan, otPrice: yuan }, cardExtras);

/** A goods card as the wire carries it. */
export type WireProductCard = WireOf<typeof productCardCodec>;
/** The goods page as the wire carries it. */
export type WireProductDetail = WireOf<typeof productDetailCodec>;

const productPage = pageOf(productCardCodec);

/** The price range of a goods list's query: cents in the model, yuan on the wire (crmeb-wire §4, §14). */
export const priceFilterCodec = object<{ minPrice?: number; maxPrice?: number }>()({ minPrice: yuan, maxPrice: yuan });

/** How each catalogue answer goes on the wire. */
export const catalogWire = {
  'GET /api/front/product/category': array(categoryNodeCodec),
  'GET /api/front/product/list': productPage,
  'GET /api/front/product/detail/:id': productDetailCodec,
  'GET /api/front/product/sku/detail/:id': productSpecsCodec,
  'GET /api/front/product/merchant/pro/list': productPage,
  'GET /api/front/product/merchant/:merId/category/list': array(merchantCategoryNodeCodec),
  'GET /api/front/product/leaderboard': array(leaderboardItemCodec),
  'GET /api/front/index/product': productPage,
} satisfies WireMap<CatalogEndpoints>;
