import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AddressEditInput, ApiClient } from '@mall/api';
import { toast, type AddressFormValues } from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { addressFailure } from './addressFailure.ts';
import { useApi, useRevalidate } from './useApi.ts';

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

/**
 * Saves an address (`POST /api/front/address/edit`): a new one without `id`, an edit of the shopper's own with it.
 * Resolves with the saved address; rejects with the server's `ApiError` without a toast (field errors for the
 * form, "Address does not exist" for one that is gone; see `addressFailure`). The caller reads the lists again.
 */
export function saveAddress(api: ApiClient, values: AddressFormValues, id?: number) {
  return api.request('POST /api/front/address/edit', { body: { ...toAddressInput(values), ...(id === undefined ? {} : { id }) }, silent: true });
}

/**
 * Deleting an address and making one the default (the address book; crmeb-wire
 * §12 `address/del`, `address/default/set`). Each says so in a toast and reads
 * the address lists again (deleting the default makes the server pick the
 * newest remaining one). An address that is no longer the shopper's says
 * "Address does not exist" (spec §8) and the lists are read again; any other
 * failure shows the server's message. Returns `remove(id)`, `setDefault(id)`
 * and `busy`, the call running (`{ id, kind }`), for its button to spin.
 */
export function useAddressChanges() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState<{ id: number; kind: 'delete' | 'default' } | null>(null);

  async function change(id: number, kind: 'delete' | 'default') {
    setBusy({ id, kind });
    try {
      if (kind === 'delete') await api.request('POST /api/front/address/del', { body: { id }, silent: true });
      else await api.request('POST /api/front/address/default/set', { body: { id }, silent: true });
      toast.success(intl.formatMessage({ id: kind === 'delete' ? 'toast.deleted' : 'toast.defaultSet' }));
    } catch (error) {
      const failure = addressFailure(error);
      if (failure.kind === 'gone') toast.error(intl.formatMessage({ id: 'addresses.gone' }));
      else if (failure.kind === 'fields') toast.error(failure.fieldErrors.map((e) => e.message).join('; '));
      else toast.error(failure.message);
    } finally {
      setBusy(null);
      await revalidate(...ADDRESS_READS);
    }
  }

  return {
    remove: (id: number) => change(id, 'delete'),
    setDefault: (id: number) => change(id, 'default'),
    busy,
  };
}
