import styled from '@emotion/styled';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { GoodsGrid } from '../../goods/GoodsGrid/GoodsGrid.tsx';
import type { GoodsCardGoods } from '../../goods/GoodsCard/GoodsCard.tsx';

/** Goods per page of the home feed (crmeb-api §3 `/`: `index/product?limit=13`). */
export const HOME_FEED_PAGE_SIZE = 13;

export interface GoodsFeedProps {
  /** Every goods loaded so far, in order (pages appended). */
  items: GoodsCardGoods[];
  /** The link of each card, e.g. `(g) => \`/goods_detail/${g.id}\``. */
  hrefFor: (goods: GoodsCardGoods) => string;
  /** More pages exist: shows 加载更多 and watches the end of the list. */
  hasMore: boolean;
  /** A page is loading: skeleton cards (the first page) or a skeleton row under the goods. */
  loading?: boolean;
  /** The last page failed with this message: shows it with a retry button. */
  error?: string | null;
  /**
   * Load the next page. Called when the end of the list scrolls near the
   * viewport (with `autoLoad`) or 加载更多 is pressed; never while `loading`,
   * on `error` or without `hasMore`.
   */
  onLoadMore: () => void;
  /** Retry after `error`; `onLoadMore` by default. */
  onRetry?: () => void;
  /** Heading of the feed; 为你推荐 by default. */
  title?: ReactNode;
  /** Cards per row (default 5). */
  columns?: number;
  /**
   * Load the next page by itself when the end of the list comes within
   * `rootMargin` of the viewport (default true). The 加载更多 button stays
   * for keyboards and for browsers without IntersectionObserver.
   */
  autoLoad?: boolean;
  /** How far below the viewport loading starts, as a CSS margin (default `400px`). */
  rootMargin?: string;
}

const Root = styled.section`
  margin-bottom: ${(p) => p.theme.space[5]}px;
  h2 {
    margin: 0 0 ${(p) => p.theme.space[4]}px;
    font-size: ${(p) => p.theme.font.size.xl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  margin-top: ${(p) => p.theme.space[5]}px;
  > [role='region'] {
    align-self: stretch;
  }
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  margin: 0;
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
  &::before,
  &::after {
    content: '';
    width: 64px;
    border-top: 1px solid ${(p) => p.theme.color.borderStrong};
  }
`;

const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Sentinel = styled.div`
  width: 100%;
  height: 1px;
`;

/**
 * The home page's endless goods feed: {@link GoodsGrid} cards, pages appended
 * as the shopper scrolls. At the end of the list: while a page loads, a row of
 * skeleton cards (`aria-busy`, announced as loading); after a failure, the
 * message and 重试; while pages remain, a 加载更多 button, plus — in browsers
 * with IntersectionObserver and `autoLoad` — a watcher that calls
 * `onLoadMore` as the end nears the viewport; at the end, 没有更多了. Before
 * any goods arrive it shows the grid's own loading, error and empty states.
 * @see spec §2 home; crmeb-api §3 `/` (index/product, 13 per page, scroll paging)
 */
export function GoodsFeed({
  items,
  hrefFor,
  hasMore,
  loading = false,
  error,
  onLoadMore,
  onRetry,
  title,
  columns = 5,
  autoLoad = true,
  rootMargin = '400px',
}: GoodsFeedProps) {
  const intl = useIntl();
  const headingId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const retry = onRetry ?? onLoadMore;
  const first = items.length === 0;
  const canLoad = hasMore && !loading && !error && !first;
  const watch = autoLoad && canLoad;
  const loadMore = useEffectEvent(() => onLoadMore());

  useEffect(() => {
    const target = sentinel.current;
    if (!watch || !target || typeof IntersectionObserver === 'undefined') return;
    // Re-created after each page, so a sentinel still in view loads the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadMore();
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch, rootMargin, items.length]);

  const heading = <h2 id={headingId}>{title ?? intl.formatMessage({ id: 'goodsFeed.title' })}</h2>;

  if (first) {
    return (
      <Root aria-labelledby={headingId}>
        {heading}
        <GoodsGrid
          items={items}
          hrefFor={hrefFor}
          loading={loading}
          error={error}
          onRetry={retry}
          columns={columns}
          label={intl.formatMessage({ id: 'goodsFeed.label' })}
          empty={<EmptyState title={intl.formatMessage({ id: 'goodsFeed.empty' })} />}
        />
      </Root>
    );
  }

  return (
    <Root aria-labelledby={headingId}>
      {heading}
      <GoodsGrid items={items} hrefFor={hrefFor} columns={columns} label={intl.formatMessage({ id: 'goodsFeed.label' })} />
      <Footer>
        {loading && <GoodsGrid hrefFor={hrefFor} loading columns={columns} skeletonCount={columns} />}
        <div role="status">
          {loading && <VisuallyHidden>{intl.formatMessage({ id: 'goodsFeed.loadingMore' })}</VisuallyHidden>}
          {!loading && !error && !hasMore && <Note>{intl.formatMessage({ id: 'goodsFeed.end' })}</Note>}
        </div>
        {error && !loading && (
          <Failure role="alert">
            <span>{error}</span>
            <Button variant="secondary" size="sm" onClick={retry}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          </Failure>
        )}
        {canLoad && (
          <>
            <Sentinel ref={sentinel} aria-hidden />
            <Button variant="ghost" onClick={onLoadMore}>
              {intl.formatMessage({ id: 'goodsFeed.loadMore' })}
            </Button>
          </>
        )}
      </Footer>
    </Root>
  );
}
