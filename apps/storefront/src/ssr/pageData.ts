import { parse, stringify } from 'devalue';
import { ApiError, errorForCode, type ApiErrorInit } from '@mall/api';

/** Id of the `<script type="application/json">` that carries a server-rendered page's data to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'mall-page-data';

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
  return text.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The entries {@link serializePageData} wrote, errors back as the client's typed errors. */
export function parsePageData(text: string): PageDataEntry[] {
  return parse(text, { ApiError: (init: ApiErrorInit) => errorForCode(init) }) as PageDataEntry[];
}
