import { createContext, useContext } from 'react';
import type { ApiClient } from '@mall/api';

export const ApiContext = createContext<ApiClient | null>(null);

/** The API client of the storefront (created once in the app shell). */
export function useApiClient(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApiClient must be used inside the app shell');
  return api;
}
