import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import type { AddressEditBody, AddressIdBody, AddressIdParams, AddressListQuery } from './schemas/address.ts';
import { array, dateTime, object, same } from './wire/codec.ts';

/**
 * The shopper's address book.
 * @see spec §3 Address, §5; crmeb-api §4.14
 */
export interface Address {
  id: number;
  /** Consignee. */
  realName: string;
  phone: string;
  countryCode: string;
  email: string;
  country: string;
  detail: string;
  postCode: string;
  isDefault: boolean;
  createTime: Date;
}

/**
 * `data` of `POST /api/front/address/ip/info`: where the shopper seems to be,
 * in the keys of ipapi.co that the provider's address dialog reads
 * (`country_name`, `country_calling_code`, `region`, `city`).
 */
export interface IpLocation {
  /** Country name in English, e.g. `China`. */
  country_name: string;
  /** ISO 3166-1 alpha-2, e.g. `CN`. */
  country_code: string;
  /** Dial code with a plus, e.g. `+86`. */
  country_calling_code: string;
  /** '' when unknown. */
  region: string;
  /** '' when unknown. */
  city: string;
}

export type AddressEditInput = Static<typeof AddressEditBody>;
export type AddressIdInput = Static<typeof AddressIdBody>;

export interface AddressEndpoints {
  'GET /api/front/address/list': { input: { query?: Static<typeof AddressListQuery> }; data: Page<Address> };
  /** Every address of the shopper, default first, not paged (the confirm page's list; crmeb-wire §7). */
  'GET /api/pc/address/all/list': { input: NoInput; data: Address[] };
  /** One of the shopper's addresses; 404 for someone else's. */
  'GET /api/front/address/detail/:id': { input: { params: Static<typeof AddressIdParams> }; data: Address };
  /** Creates (no `id`) or updates an address; the first address becomes the default. */
  'POST /api/front/address/edit': { input: { body: AddressEditInput }; data: Address };
  /** Makes an address the default (the previous default stops being one). */
  'POST /api/front/address/default/set': { input: { body: AddressIdInput }; data: null };
  /** Deletes an address; when it was the default, the newest remaining one becomes it. */
  'POST /api/front/address/del': { input: { body: AddressIdInput }; data: null };
  /** Where the shopper seems to be, to pre-fill a new address (crmeb-wire §12). */
  'POST /api/front/address/ip/info': { input: NoInput; data: IpLocation };
}

// ——— The wire (crmeb-wire §7, §12) ———

export const addressCodec = object<Address>()({ createTime: dateTime });

export const addressWire = {
  'GET /api/front/address/list': pageOf(addressCodec),
  'GET /api/pc/address/all/list': array(addressCodec),
  'GET /api/front/address/detail/:id': addressCodec,
  'POST /api/front/address/edit': addressCodec,
  'POST /api/front/address/default/set': same<null>(),
  'POST /api/front/address/del': same<null>(),
  'POST /api/front/address/ip/info': same<IpLocation>(),
} satisfies WireMap<AddressEndpoints>;
