import { useContext, useEffect, useRef } from 'react';
import type { EndpointKey } from '@mall/api';
import { PageDataContext } from '../ssr/PageDataContext.ts';
import { useSession } from '../state/SessionContext.tsx';
import { useRevalidate } from './useApi.ts';

/**
 * Reads the given endpoints again when the shopper signs in or out while the
 * page is open: their answers carry the shopper's own flags (a goods'
 * `userCollect`, a shop's `isCollect`, a coupon's `isUse`), which the cache
 * holds for whoever asked last. The first check of a stored token on load
 * does not count (the calls already went out with that token), unless the
 * page came rendered from the server: its answers are a guest's (issue 17),
 * so a signed-in shopper's flags are read once the session is known.
 */
export function useRevalidateOnSessionChange(...keys: EndpointKey[]): void {
  const { ready, loggedIn } = useSession();
  const revalidate = useRevalidate();
  // Set only in a page hydrated from the server's HTML.
  const servedAsGuest = useContext(PageDataContext).fromServer !== undefined;
  const signedIn = ready ? loggedIn : null;
  const previous = useRef(signedIn);
  const latest = useRef({ keys, revalidate });

  useEffect(() => {
    latest.current = { keys, revalidate };
  });

  useEffect(() => {
    const before = previous.current;
    previous.current = signedIn;
    if (signedIn === null || before === signedIn) return;
    if (before === null && !(servedAsGuest && signedIn)) return;
    void latest.current.revalidate(...latest.current.keys);
  }, [signedIn, servedAsGuest]);
}
