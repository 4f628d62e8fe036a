import type { ActivityEndpoints } from './activity.ts';
import type { AdminEndpoints } from './admin.ts';
import type { AddressEndpoints } from './address.ts';
import type { AuthEndpoints } from './auth.ts';
import type { CartEndpoints } from './cart.ts';
import type { CatalogEndpoints } from './catalog.ts';
import type { CollectEndpoints } from './collect.ts';
import type { CouponEndpoints } from './coupon.ts';
import type { GoodsImportEndpoints } from './goodsImport.ts';
import type { HomeEndpoints } from './home.ts';
import type { MerchantEndpoints } from './merchant.ts';
import type { OrderEndpoints } from './order.ts';
import type { PayEndpoints } from './pay.ts';
import type { PointsEndpoints } from './points.ts';
import type { RefundEndpoints } from './refund.ts';
import type { ReviewEndpoints } from './review.ts';
import type { ServiceEndpoints } from './service.ts';
import type { SettlementEndpoints } from './settlement.ts';
import type { UploadEndpoints } from './upload.ts';
import type { UserEndpoints } from './user.ts';
import type { Codec } from './wire/codec.ts';

/**
 * Every endpoint of the mall API, keyed `"METHOD /path"` with `:name` path
 * parameters. `input` holds `params`, `query` and `body`; `data` is the model
 * of what the envelope carries on success (integer cents, arrays, `Date`s).
 * What actually travels is `data` put through the endpoint's codec
 * ({@link EndpointWire}, responses.ts). The server registers its routes from
 * these keys and the client calls them by key, so the two cannot drift.
 */
export interface Endpoints
  extends HomeEndpoints,
    CatalogEndpoints,
    ReviewEndpoints,
    ActivityEndpoints,
    AuthEndpoints,
    UserEndpoints,
    CartEndpoints,
    AddressEndpoints,
    OrderEndpoints,
    PayEndpoints,
    PointsEndpoints,
    MerchantEndpoints,
    CouponEndpoints,
    CollectEndpoints,
    ServiceEndpoints,
    AdminEndpoints,
    GoodsImportEndpoints,
    RefundEndpoints,
    SettlementEndpoints,
    UploadEndpoints {}

export type EndpointKey = keyof Endpoints;

/** Input of an endpoint that takes no parameters, query or body. */
export type NoInput = { params?: never; query?: never; body?: never };
export type EndpointInput<K extends EndpointKey> = Endpoints[K]['input'];
export type EndpointData<K extends EndpointKey> = Endpoints[K]['data'];

/** Splits an endpoint key into its method and path template. */
export function splitEndpointKey(key: EndpointKey): { method: 'GET' | 'POST'; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as 'GET' | 'POST', path: key.slice(space + 1) };
}

/** For each endpoint of `E`, the codec between its wire answer and its model `data`. */
export type WireMap<E> = { [K in keyof E]: Codec<any, E[K] extends { data: infer D } ? D : never> };
