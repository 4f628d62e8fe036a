import { activityWire } from './activity.ts';
import { addressWire } from './address.ts';
import { authWire } from './auth.ts';
import { cartWire } from './cart.ts';
import { catalogWire } from './catalog.ts';
import { collectWire } from './collect.ts';
import { couponWire } from './coupon.ts';
import type { EndpointKey, Endpoints, WireMap } from './endpoints.ts';
import { homeWire } from './home.ts';
import { merchantWire } from './merchant.ts';
import { orderWire } from './order.ts';
import { payWire } from './pay.ts';
import { reviewWire } from './review.ts';
import { serviceWire } from './service.ts';
import { userWire } from './user.ts';
import type { WireOf } from './wire/codec.ts';

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
  ...merchantWire,
  ...couponWire,
  ...collectWire,
  ...serviceWire,
} satisfies WireMap<Endpoints>;

/** What the envelope of endpoint `K` carries on the wire, in the provider's format. */
export type EndpointWire<K extends EndpointKey> = WireOf<(typeof responseCodecs)[K]>;
