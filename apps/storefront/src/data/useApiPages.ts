import { use, useContext } from 'react';
import { unstable_serialize } from 'swr';
import useSWRInfinite, { unstable_serialize as serializeInfinite, type SWRInfiniteConfiguration } from 'swr/infinite';
import type { EndpointData, EndpointInput, EndpointKey, Page } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';
import { PageDataContext, useServedOnMount } from '../ssr/PageDataContext.ts';
import { useLocale } from '../state/LocaleContext.tsx';
import { apiKeyOf, type ApiKey } from './apiKey.ts';

/** Endpoints that answer one page of a list (`Page<T>`). */
export type PagedEndpointKey = { [K in EndpointKey]: EndpointData<K> extends Page<unknown> ? K : never }[EndpointKey];

/** The row type of a paged endpoint. */
export type PageItem<K extends PagedEndpointKey> = EndpointData<K> extends Page<infer T> ? T : never;

/** What {@link useApiPages} hands a page: the rows so far and how to get more. */
export interface ApiPages<T> {
  /** Rows of every page loaded so far, in order. */
  items: T[];
  /** The server has pages after the last one loaded. */
  hasMore: boolean;
  /** A page (the first or a further one) is being fetched. */
  loading: boolean;
  /** The last fetch failed (cleared once a retry succeeds). */
  error: Error | undefined;
  /** Asks for the next page; does nothing while loading, after an error or at the end. */
  loadMore: () => void;
  /** Fetches the failed page again. */
  retry: () => void;
}

/**
 * Reads a paged endpoint page after page with SWR's infinite mode, for
 * endless lists (spec §2 home feed; crmeb-api §2.2 paging). `inputOf(page)`
 * builds the call of page `page` (from 1); returning `null` skips the calls.
 * Pages are kept per interface language, as {@link useApi}'s answers.
 * Loads are silent: the list shows failures in place with a retry.
 * Rendered on the server, the render waits for the first page (issue 17),
 * and the browser does not fetch it again on the first mount.
 */
export function useApiPages<K extends PagedEndpointKey>(
  key: K,
  inputOf: (page: number) => EndpointInput<K> | null,
  config?: SWRInfiniteConfiguration<EndpointData<K>, Error>,
): ApiPages<PageItem<K>> {
  const api = useApiClient();
  const { locale } = useLocale();
  const { loader } = useContext(PageDataContext);
  const keyOf = (index: number, previous: EndpointData<K> | null): ApiKey<K> | null => {
    // The server said the previous page was the last: stop asking.
    if (previous && previous.page >= previous.totalPage) return null;
    return apiKeyOf(key, inputOf(index + 1), locale);
  };
  const read = ([k, input]: ApiKey<K>) => api.request(k, { ...(input as object), silent: true } as never) as Promise<EndpointData<K>>;
  const listKey = serializeInfinite(keyOf);
  const firstKey = keyOf(0, null);
  // Rendered on the server, the first page is read before the HTML is made, under the list's key and its own.
  if (loader && listKey && firstKey) {
    use(
      loader.load(listKey, async () => {
        const first = await read(firstKey);
        loader.put(unstable_serialize(firstKey), first);
        return [first];
      }),
    );
  }
  const served = useServedOnMount(listKey);
  const result = useSWRInfinite<EndpointData<K>, Error>(keyOf, read, {
    revalidateFirstPage: false,
    ...config,
    ...(served ? { revalidateOnMount: false } : {}),
  });
  const { data, error, size, setSize, isValidating, mutate } = result;
  const pages = data ?? [];
  const last = pages.at(-1);
  const hasMore = last ? last.page < last.totalPage : false;
  // A page is on its way when fewer pages arrived than were asked for and a fetch runs (or none failed yet).
  const loading = pages.length < size && (isValidating || !error);
  return {
    items: pages.flatMap((page) => page.list as PageItem<K>[]),
    hasMore,
    loading,
    error,
    loadMore: () => {
      if (!loading && !error && hasMore) void setSize(pages.length + 1);
    },
    // Only the pages that never arrived are fetched again; the ones shown stay as they are.
    retry: () => void (data ? mutate(data, { revalidate: (page) => page === undefined }) : mutate()),
  };
}
