import { useEffect, useRef } from 'react';
import { PAGE_HEAD_ATTRIBUTE } from '@mall/api';

/**
 * Drops the head tags the server wrote for the page it sent (canonical URL,
 * language alternates, share tags, JSON-LD: {@link PAGE_HEAD_ATTRIBUTE})
 * once the shopper moves to another page inside the app: they describe the
 * first page only, and a stale canonical URL is worse than none.
 * @param page the current path and query.
 */
export function useFirstPageHead(page: string): void {
  const first = useRef(page);
  useEffect(() => {
    if (page === first.current) return;
    for (const tag of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, [page]);
}
