import type { Static } from 'typebox';
import type { WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import { dateTime, object, same, url, yuan } from './wire/codec.ts';
import type { CollectDeleteBody, CollectListQuery, CollectProductBody, CollectProductParams } from './schemas/collect.ts';
import type { MerchantIdParams } from './schemas/merchant.ts';

/**
 * Favourite goods and followed shops of the signed-in shopper. Money is
 * integer cents in the model, yuan on the wire.
 * @see spec §2 (/users/collection_list), §3 Merchant/shop (follow status, follower count); crmeb-api §4.12
 */

/** A favourite goods. Goods that went off sale stay listed, marked by `isShow` false. */
export interface ProductCollectItem {
  /** The favourite's id: the goods id, as a shopper keeps a goods once. */
  id: number;
  productId: number;
  /** When it was added. */
  createTime: Date;
  storeName: string;
  image: string;
  /** Lowest SKU price, cents. */
  price: number;
  /** On sale now (shown, approved, not deleted, its shop open); false ones cannot be bought. */
  isShow: boolean;
  /** Units in stock; 0 is sold out. */
  stock: number;
}

/** A followed shop. Shops that closed stay listed, marked by `isSwitch` false. */
export interface MerchantCollectItem {
  uid: number;
  merId: number;
  merName: string;
  merAvatar: string;
  /** When the shopper followed it. */
  createTime: Date;
  /** The shop is open. */
  isSwitch: boolean;
}

export type CollectProductInput = Static<typeof CollectProductBody>;
export type CollectDeleteInput = Static<typeof CollectDeleteBody>;
export type CollectListInput = Static<typeof CollectListQuery>;

export interface CollectEndpoints {
  /** Adds a goods on sale to the favourites; adding it again changes nothing. 404 for goods not on sale. */
  'POST /api/front/collect/add/product': { input: { body: CollectProductInput }; data: null };
  /** Drops a goods from the favourites; nothing happens when it is not there. 404 for unknown goods. */
  'POST /api/front/collect/cancel/:proId': { input: { params: Static<typeof CollectProductParams> }; data: null };
  /** Drops several goods (ids as listed); all or nothing: 404 naming those not among the shopper's favourites. */
  'POST /api/front/collect/delete/product': { input: { body: CollectDeleteInput }; data: null };
  /** The shopper's favourite goods, newest first. */
  'GET /api/front/collect/product/list': { input: { query?: CollectListInput }; data: Page<ProductCollectItem> };
  /** Follows an open shop; following again changes nothing. 404 for an unknown or closed shop. */
  'POST /api/front/collect/add/merchant/:id': { input: { params: Static<typeof MerchantIdParams> }; data: null };
  /** Stops following; nothing happens when not following. 404 for an unknown shop. */
  'POST /api/front/collect/cancel/merchant/:id': { input: { params: Static<typeof MerchantIdParams> }; data: null };
  /** The shops the shopper follows, newest first. */
  'GET /api/front/collect/merchant/list': { input: { query?: CollectListInput }; data: Page<MerchantCollectItem> };
}

// ——— The wire (crmeb-wire §11) ———

export const productCollectCodec = object<ProductCollectItem>()({ image: url, price: yuan, createTime: dateTime });
export const merchantCollectCodec = object<MerchantCollectItem>()({ merAvatar: url, createTime: dateTime });

export const collectWire = {
  'POST /api/front/collect/add/product': same<null>(),
  'POST /api/front/collect/cancel/:proId': same<null>(),
  'POST /api/front/collect/delete/product': same<null>(),
  'GET /api/front/collect/product/list': pageOf(productCollectCodec),
  'POST /api/front/collect/add/merchant/:id': same<null>(),
  'POST /api/front/collect/cancel/merchant/:id': same<null>(),
  'GET /api/front/collect/merchant/list': pageOf(merchantCollectCodec),
} satisfies WireMap<CollectEndpoints>;
