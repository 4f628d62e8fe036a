import type { AddressEditInput } from '@mall/api';
import type { AddressFormValues } from '@mall/ui';
import { useApi } from './useApi.ts';

/** Largest page the address endpoints serve; the checkout shows every address on one page. */
export const ALL_ADDRESSES = 50;

/** A page of the shopper's addresses. */
export function useAddresses(loggedIn: boolean, page = 1, limit = 10) {
  return useApi('GET /api/front/address/list', loggedIn ? { query: { page, limit } } : null);
}

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
