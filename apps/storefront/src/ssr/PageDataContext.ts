import { createContext, useContext, useEffect } from 'react';
import type { Cache } from 'swr';
import type { ApiClient } from '@mall/api';

/**
 * What the server's render reads through: it starts a call the first time a
 * page asks for its key and React waits for it (Suspense), so one render
 * ends with every answer the page shows (issue 17).
 */
export interface PageDataLoader {
  /**
   * Starts `read` for `key` once and resolves when its answer or error is in
   * the render's cache; never rejects (the page shows the error as it would in
   * the browser). The same promise comes back for the key, marked fulfilled
   * once done, so `use` reads it without suspending again; call it on every
   * render in the same order, as React replays `use` calls by their place.
   */
  load(key: string, read: () => Promise<unknown>): Promise<void>;
  /** Puts an answer read along with another in the cache (a list's first page under its own key). */
  put(key: string, data: unknown): void;
}

/**
 * The server render's loader, or in the browser the keys whose answers
 * came with the HTML: those are not fetched again when the page first
 * mounts (issue 17: no second fetch of what the HTML shows).
 */
export interface PageData {
  /** The server render's loader; absent in the browser. */
  loader?: PageDataLoader;
  /** In the browser, the keys of the answers the HTML came with, until their first mount. */
  fromServer?: Set<string>;
  /** SWR's first cache: the server render's, or in the browser the answers the HTML came with. */
  cache?: Cache;
  /** The server render's API client (in-process, no session); the browser's shell makes its own. */
  api?: ApiClient;
}

export const PageDataContext = createContext<PageData>({});

/**
 * Whether the hook of `key` should skip SWR's fetch on mount: always on the
 * server (nothing fetches there but the loader), and in the browser for a
 * key the HTML came with, on its first mount only; later mounts (a page
 * visited again) read it anew.
 */
export function useServedOnMount(key: string | null | undefined | false): boolean {
  const { loader, fromServer } = useContext(PageDataContext);
  const served = Boolean(loader) || (key ? (fromServer?.has(key) ?? false) : false);
  useEffect(() => {
    if (key && served) fromServer?.delete(key);
  }, [fromServer, key, served]);
  return served;
}
