import { parse, stringify } from 'devalue';
import { ApiError, errorForCode, scriptSafeJson, type ApiErrorInit } from '@mall/api';

/** One SWR cache entry as the server rendered it: the answer, or the error a page shows in its place. */
export interface PageDataState {
  data?: unknown;
  error?: ApiError;
}

/** Serialized SWR key (`unstable_serialize`) and its state, in the order the page read them. */
export type PageDataEntry = [key: string, state: PageDataState];

/**
 * The page's data as text for a `<script type="application/json">`: Dates
 * (answers carry them, spec §8 codec) and API errors survive the trip, and
 * no `<` is left that could close the script early.
 */
export function serializePageData(entries: PageDataEntry[]): string {
  const text = stringify(entries, {
    ApiError: (value: unknown): ApiErrorInit | false =>
      value instanceof ApiError && {
        code: value.code,
        status: value.status,
        message: value.messageKey ? undefined : value.message,
        data: value.data,
        messageKey: value.messageKey,
      },
  });
  return scriptSafeJson(text);
}

/** The entries {@link serializePageData} wrote, errors back as the client's typed errors. */
export function parsePageData(text: string): PageDataEntry[] {
  return parse(text, { ApiError: (init: ApiErrorInit) => errorForCode(init) }) as PageDataEntry[];
}
