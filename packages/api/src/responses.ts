import { activityWire } from './activity.ts';
import { adminWire } from './admin.ts';
import { addressWire } from './address.ts';
import { authWire } from './auth.ts';
import { cartWire } from './cart.ts';
import { catalogWire } from './catalog.ts';
import { collectWire } from './collect.ts';
import { couponWire } from './coupon.ts';
import { goodsImportWire } from './goodsImport.ts';
import { splitEndpointKey, type EndpointData, type EndpointKey, type Endpoints, type WireMap } from './endpoints.ts';
import { homeWire } from './home.ts';
import { merchantWire } from './merchant.ts';
import { orderWire } from './order.ts';
import { payWire } from './pay.ts';
import { pointsWire } from './points.ts';
import { refundWire } from './refund.ts';
import { reviewWire } from './review.ts';
import { serviceWire } from './service.ts';
import { settlementWire } from './settlement.ts';
import { uploadWire } from './upload.ts';
import { userWire } from './user.ts';
import type { Codec, WireContext, WireOf } from './wire/codec.ts';

/**
 * How every answer of the mall API goes on the wire: the codec between the
 * provider's format and the model (docs/adr/0008-provider-wire-format.md).
 * The server encodes its answers with these, the client decodes with them.
 */
export const responseCodecs = {
  ...homeWire,
  ...catalogWire,
  ...reviewWire,
  ...activityWire,
  ...authWire,
  ...userWire,
  ...cartWire,
  ...addressWire,
  ...orderWire,
  ...payWire,
  ...pointsWire,
  ...merchantWire,
  ...couponWire,
  ...collectWire,
  ...serviceWire,
  ...adminWire,
  ...goodsImportWire,
  ...refundWire,
  ...settlementWire,
  ...uploadWire,
} satisfies WireMap<Endpoints>;

/** What the envelope of endpoint `K` carries on the wire, in the provider's format. */
export type EndpointWire<K extends EndpointKey> = WireOf<(typeof responseCodecs)[K]>;

/** Endpoints by method, their path templates as patterns (`:id` matches one segment). */
const routePatterns = (Object.keys(responseCodecs) as EndpointKey[]).map((key) => {
  const { method, path } = splitEndpointKey(key);
  return { key, method, pattern: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/?#]+')}$`) };
});

/**
 * The endpoint a request goes to (`GET`, `/api/front/product/detail/5?x=1` →
 * `GET /api/front/product/detail/:id`), or undefined for a path outside the
 * contract. For tools that see raw requests: tests, proxies, mocks.
 */
export function endpointOf(method: string, path: string): EndpointKey | undefined {
  const bare = path.split(/[?#]/)[0] ?? '';
  return routePatterns.find((route) => route.method === method.toUpperCase() && route.pattern.test(bare))?.key;
}

/** `data` of a 200 envelope of endpoint `key`, decoded from the wire into the model. */
export function decodeAnswer<K extends EndpointKey>(key: K, wire: unknown, ctx: WireContext): EndpointData<K> {
  return (responseCodecs[key] as Codec<unknown, EndpointData<K>>).decode(wire, ctx);
}
