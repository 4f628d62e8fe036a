import { useState } from 'react';
import type { MerchantApplyInput } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';
import { useApi, useRevalidate } from './useApi.ts';

/*
 * Merchant onboarding (spec §2 /users/merchant_settled, /users/application_record;
 * §3 Settlement application; §4 merchant application statuses; crmeb-wire §15):
 * the reads as SWR hooks, the changes as functions that call the server, then
 * read again what they changed. The categories and shop types are the shop
 * street's reads (data/merchant.ts).
 */

/** Every application of the shopper fits one page: the server caps a page at this many. */
const RECORD_LIMIT = 100;

/** The settlement agreement (HTML) in the shopper's language; read once per visit. */
export function useSettlementAgreement() {
  return useApi('GET /api/front/merchant/settled/agreement', {}, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** The shopper's applications, newest first (all of them: a shopper has a handful at most); `enabled` false skips the call. */
export function useSettlementRecords(enabled = true) {
  return useApi('GET /api/front/merchant/settled/record', enabled ? { query: { page: 1, limit: RECORD_LIMIT } } : null);
}

/**
 * The settlement changes of a shopper: `sendCode` mails a code to the
 * application's e-mail; `apply` sends an application, or with `id` edits
 * (or resubmits, once failed) one of the shopper's, then reads the records
 * again. A refusal rejects with the client's error (its message names the
 * field), which the page shows. `busy` is true while one runs.
 */
export function useSettlementChanges() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState(false);

  return {
    busy,
    sendCode: (email: string) => api.request('POST /api/front/captcha/email/merchant/settled', { body: email, silent: true }),
    apply: async (input: MerchantApplyInput) => {
      setBusy(true);
      try {
        const saved = await api.request('POST /api/front/merchant/settled/apply', { body: input, silent: true });
        void revalidate('GET /api/front/merchant/settled/record');
        return saved;
      } finally {
        setBusy(false);
      }
    },
  };
}
