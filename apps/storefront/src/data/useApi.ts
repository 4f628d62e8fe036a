import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { EndpointData, EndpointInput, EndpointKey } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';

/** SWR key of an endpoint call: the contract key and its input. */
export type ApiKey<K extends EndpointKey> = readonly [K, EndpointInput<K>];

/**
 * Reads an endpoint with SWR. Pass `null` as input to skip the call (e.g.
 * for a guest). Loads are silent: pages show errors in place (ErrorState),
 * while a login-required answer still opens the sign-in dialog.
 */
export function useApi<K extends EndpointKey>(key: K, input: EndpointInput<K> | null, config?: SWRConfiguration<EndpointData<K>>) {
  const api = useApiClient();
  return useSWR<EndpointData<K>, Error, ApiKey<K> | null>(
    input === null ? null : ([key, input] as const),
    ([k, i]) => api.request(k, { ...(i as object), silent: true } as never),
    config,
  );
}

/** Revalidates every cached call of the given endpoints (after a change). */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (...keys: EndpointKey[]) =>
    mutate((cacheKey) => Array.isArray(cacheKey) && keys.includes(cacheKey[0] as EndpointKey), undefined, { revalidate: true });
}
