import { adminTrackBodyCodec } from './admin.ts';
import { priceFilterCodec } from './catalog.ts';
import type { EndpointKey } from './endpoints.ts';
import type { Codec } from './wire/codec.ts';

/** Codecs of the parts of a request that differ between the model and the wire. */
export interface RequestCodec {
  query?: Codec<any, any>;
  body?: Codec<any, any>;
}

/**
 * The requests whose input is not the same on the wire as in the model: the
 * client encodes them before sending, the server decodes them after
 * validating the wire. Every other endpoint's input travels as it is.
 */
export const requestCodecs: Partial<Record<EndpointKey, RequestCodec>> = {
  'GET /api/front/product/list': { query: priceFilterCodec },
  'GET /api/front/product/merchant/pro/list': { query: priceFilterCodec },
  'POST /api/admin/orders/:orderNo/track': { body: adminTrackBodyCodec },
};
