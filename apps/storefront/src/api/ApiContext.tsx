import { createContext, useContext } from 'react';
import type { ApiClient, ApiClientOptions } from '@mall/api';

export const ApiContext = createContext<ApiClient | null>(null);

/** The API client of the storefront (created once in the app shell). */
export function useApiClient(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApiClient must be used inside the app shell');
  return api;
}

/**
 * The options the app shell made its API client with (session, language,
 * error rules), so that the image uploader, made where uploads happen
 * (api/UploaderContext.tsx), follows the same rules as every other call.
 */
export const ClientOptionsContext = createContext<ApiClientOptions | null>(null);
