import type { Static } from 'typebox';
import type { Page } from './page.ts';
import type { AddressEditBody, AddressListQuery } from './schemas/address.ts';

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
  createTime: string;
}

export type AddressEditInput = Static<typeof AddressEditBody>;

export interface AddressEndpoints {
  'GET /api/front/address/list': { input: { query?: Static<typeof AddressListQuery> }; data: Page<Address> };
  /** Creates (no `id`) or updates an address; the first address becomes the default. */
  'POST /api/front/address/edit': { input: { body: AddressEditInput }; data: Address };
}
