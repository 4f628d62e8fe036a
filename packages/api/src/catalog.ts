import type { NoInput } from './endpoints.ts';
import type { Static } from 'typebox';
import type { Page } from './page.ts';
import type {
  IndexProductQuery,
  MerchantCategoryParams,
  MerchantProductListQuery,
  ProductDetailParams,
  ProductListQuery,
} from './schemas/catalog.ts';

/**
 * Categories and goods. Money is integer cents (docs/adr/0002-money.md).
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
  price: number;
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

export type ProductListInput = Static<typeof ProductListQuery>;
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
