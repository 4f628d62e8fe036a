import type { AddressEditInput } from '@mall/api';
import type { AddressFormValues } from '@mall/ui';
import { useApi } from './useApi.ts';

/** A page of the shopper's addresses (the address book). */
export function useAddresses(loggedIn: boolean, page = 1, limit = 10) {
  return useApi('GET /api/front/address/list', loggedIn ? { query: { page, limit } } : null);
}

/** Every address of the shopper, default first: the checkout's list (crmeb-wire §7 `address/all/list`). */
export function useAllAddresses(loggedIn: boolean) {
  return useApi('GET /api/pc/address/all/list', loggedIn ? {} : null);
}

/** The address reads to refresh after an address changed. */
export const ADDRESS_READS = ['GET /api/front/address/list', 'GET /api/pc/address/all/list'] as const;

/** The body of `address/edit` from the address form's values. */
export function toAddressInput(values: AddressFormValues): AddressEditInput {
  return {
    realName: values.realName,
    phone: values.phone,
    countryCode: values.countryCode,
    email: values.email,
    country: values.country,
    detail: values.detail,
    postCode: values.postCode,
    isDefault: values.isDefault,
  };
}
