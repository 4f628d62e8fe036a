import { use, useCallback, useContext, useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Cache, type Key, type SWRConfiguration } from 'swr';
import type { EndpointData, EndpointInput, EndpointKey } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';
import { PageDataContext, useServedOnMount } from '../ssr/PageDataContext.ts';
import { useLocale } from '../state/LocaleContext.tsx';
import { apiKeyOf, type ApiKey } from './apiKey.ts';

export type { ApiKey } from './apiKey.ts';

/**
 * How many mounted {@link useApi} calls show each SWR key (serialized), per
 * SWR cache: {@link useRevalidate} treats what is on screen and what is not
 * differently.
 */
const shownKeys = new WeakMap<Cache, Map<string, number>>();

/** Counts a serialized key as shown until the returned function is called. */
function markShown(cache: Cache, key: string): () => void {
  let counts = shownKeys.get(cache);
  if (!counts) shownKeys.set(cache, (counts = new Map()));
  const shown = counts;
  shown.set(key, (shown.get(key) ?? 0) + 1);
  return () => {
    const left = (shown.get(key) ?? 1) - 1;
    if (left > 0) shown.set(key, left);
    else shown.delete(key);
  };
}

/**
 * Reads an endpoint with SWR, in the interface language: the answer is kept
 * per language (apiKey.ts), so switching it reads the page's content again.
 * Pass `null` as input to skip the call (e.g. for a guest). Loads are
 * silent: pages show errors in place (ErrorState), while a login-required
 * answer still opens the sign-in dialog.
 * Rendered on the server, the render waits for the answer (issue 17), and
 * the browser does not fetch it again on the first mount.
 */
export function useApi<K extends EndpointKey>(key: K, input: EndpointInput<K> | null, config?: SWRConfiguration<EndpointData<K>>) {
  const api = useApiClient();
  const { cache } = useSWRConfig();
  const { locale } = useLocale();
  const { loader } = useContext(PageDataContext);
  const swrKey = apiKeyOf(key, input, locale);
  const serialized = swrKey && unstable_serialize(swrKey);
  const read = ([k, i]: ApiKey<K>) => api.request(k, { ...(i as object), silent: true } as never) as Promise<EndpointData<K>>;
  // Every render asks in the same order (React replays `use` calls by their place), loaded or not.
  if (loader && swrKey && serialized) use(loader.load(serialized, () => read(swrKey)));
  const served = useServedOnMount(serialized);
  useEffect(() => (serialized ? markShown(cache, serialized) : undefined), [cache, serialized]);
  return useSWR<EndpointData<K>, Error, ApiKey<K> | null>(swrKey, read, served ? { ...config, revalidateOnMount: false } : config);
}

/**
 * Reads again every cached call of the given endpoints, after a change the
 * shopper made (or a sign-in). Resolves once the calls on screen are back.
 * - On screen: fetched again while the current answer stays, so the page is
 *   not rebuilt and keeps what the shopper chose (a goods' SKU and quantity,
 *   an open coupon dialog).
 * - Off screen (cached by a page left earlier): forgotten, so the page that
 *   shows it next loads it anew instead of first showing the answer from
 *   before the change. SWR fetches again only keys a mounted hook reads.
 */
export function useRevalidate() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (...keys: EndpointKey[]): Promise<void> => {
      const ofKeys = (cacheKey: unknown) => Array.isArray(cacheKey) && keys.includes(cacheKey[0] as EndpointKey);
      const shown = (cacheKey: unknown) => shownKeys.get(cache)?.has(unstable_serialize(cacheKey as Key)) ?? false;
      await Promise.all([
        // No data argument: SWR refetches and keeps the answer meanwhile.
        mutate((cacheKey) => ofKeys(cacheKey) && shown(cacheKey)),
        // `undefined` empties the cache entry; `revalidate` still refetches a hook that mounted meanwhile.
        mutate((cacheKey) => ofKeys(cacheKey) && !shown(cacheKey), undefined, { revalidate: true }),
      ]);
    },
    [cache, mutate],
  );
}
