import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import type { LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { CardGrid } from '../../layout/CardGrid/CardGrid.tsx';
import { Section } from '../../layout/Section/Section.tsx';
import { focusRing } from '../../theme/theme.ts';
import { ActivityTile } from './ActivityTile.tsx';

/** Display type of an activity (crmeb-api §5): 1 carousel, 2 big/small grid, 3 big image. */
export type ActivityType = 1 | 2 | 3;

/** A goods of an activity (crmeb-api §4.3 `productList`). Money in integer cents. */
export interface ActivityGoods {
  /** Goods id. */
  proId: number;
  /** Picture URL (square). */
  image: string;
  storeName: string;
  /** Current price, cents. */
  price: number;
  /** Old price, cents; 0 for none. */
  otPrice: number;
}

/** An activity of the home page (`GET /api/front/activity/index/list`). */
export interface Activity {
  id: number;
  name: string;
  type: ActivityType;
  productList: ActivityGoods[];
}

export interface ActivityBlockProps extends LoadStateProps {
  /** The activity; may be left out while `loading` or on `error`. */
  activity?: Activity;
  /** Path of a goods page from its id, e.g. `(id) => \`/goods_detail/${id}\``. */
  hrefOf: (proId: number) => string;
  /** The activity's own page (`/goods/activity_list?id=`): shows 查看更多 in the heading. */
  moreHref?: string;
}

/** Goods per view of the carousel (five columns of the 1200 px page). */
export const ACTIVITY_CAROUSEL_PAGE = 5;
/** Goods the big/small grid shows: one big tile and four small ones. */
export const ACTIVITY_GRID_COUNT = 5;
/** Goods the big-image layout shows: two rows of three. */
export const ACTIVITY_BIG_IMAGE_COUNT = 6;

const Root = styled.section`
  margin-bottom: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/** The placeholder heading's line while loading. */
const SkeletonHead = styled.div`
  margin-bottom: ${(p) => p.theme.space[4]}px;
`;

/** Four columns, two rows: the first tile takes a 2×2 corner. */
const Grid = styled(CardGrid)`
  grid-template-rows: auto auto;
  li:first-of-type {
    grid-column: span 2;
    grid-row: span 2;
  }
`;

const Carousel = styled.div`
  position: relative;
`;

const Arrow = styled.button<{ side: 'left' | 'right' }>`
  position: absolute;
  top: 40%;
  ${(p) => p.side}: -${(p) => p.theme.space[3]}px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  color: ${(p) => p.theme.color.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${(p) => p.theme.color.brand};
  }
  &:disabled {
    color: ${(p) => p.theme.color.disabledText};
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
`;

const SkeletonTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(${ACTIVITY_CAROUSEL_PAGE}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]}px;
`;

const SkeletonTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
`;

const SquareSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: 1;
`;

/**
 * The goods of a carousel activity, five at a time, with previous/next
 * buttons that move by a whole view (disabled at either end). Only the goods
 * in view are rendered, so Tab never reaches hidden tiles.
 */
function CarouselGoods({ goods, hrefOf, label }: { goods: ActivityGoods[]; hrefOf: (proId: number) => string; label: string }) {
  const intl = useIntl();
  const [first, setFirst] = useState(0);
  const pages = Math.ceil(goods.length / ACTIVITY_CAROUSEL_PAGE);
  // The goods may shrink under a kept position (a refetch): stay on the last page.
  const start = Math.min(first, (pages - 1) * ACTIVITY_CAROUSEL_PAGE);
  const page = Math.floor(start / ACTIVITY_CAROUSEL_PAGE) + 1;
  const shown = goods.slice(start, start + ACTIVITY_CAROUSEL_PAGE);
  return (
    <Carousel role="group" aria-roledescription={intl.formatMessage({ id: 'activityBlock.carousel' })} aria-label={label}>
      {pages > 1 && (
        <>
          <Arrow
            type="button"
            side="left"
            aria-label={intl.formatMessage({ id: 'activityBlock.previous' })}
            disabled={page <= 1}
            onClick={() => setFirst(start - ACTIVITY_CAROUSEL_PAGE)}
          >
            <ChevronLeft size={20} aria-hidden />
          </Arrow>
          <Arrow
            type="button"
            side="right"
            aria-label={intl.formatMessage({ id: 'activityBlock.next' })}
            disabled={page >= pages}
            onClick={() => setFirst(start + ACTIVITY_CAROUSEL_PAGE)}
          >
            <ChevronRight size={20} aria-hidden />
          </Arrow>
        </>
      )}
      <CardGrid
        columns={ACTIVITY_CAROUSEL_PAGE}
        gap={4}
        aria-label={pages > 1 ? intl.formatMessage({ id: 'activityBlock.page' }, { page, pages }) : label}
        aria-live="polite"
      >
        {shown.map((g) => (
          <li key={g.proId}>
            <ActivityTile {...g} href={hrefOf(g.proId)} />
          </li>
        ))}
      </CardGrid>
    </Carousel>
  );
}

/**
 * A marketing activity on the home page, drawn by its `type` (crmeb-api §5
 * activity display type): 1 a carousel of five goods per view, 2 a
 * big/small grid (one 2×2 tile and four small ones), 3 big pictures in rows
 * of three, in a {@link Section} headed by the activity's name with an
 * optional 查看更多 link to its page. Renders nothing when the activity has no goods.
 * While `loading` it shows a skeleton region (`aria-busy`); on `error` an
 * {@link ErrorState}.
 * @see spec §2 home; crmeb-api §3 `/`, §4.3 `activity/index/list`
 */
export function ActivityBlock({ activity, hrefOf, moreHref, loading = false, error, onRetry }: ActivityBlockProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <Root aria-busy="true" aria-label={intl.formatMessage({ id: 'activityBlock.loading' })}>
        <SkeletonHead>
          <Skeleton width={200} height={22} />
        </SkeletonHead>
        <SkeletonTiles>
          {Array.from({ length: ACTIVITY_CAROUSEL_PAGE }, (_, i) => (
            <SkeletonTile key={i}>
              <SquareSkeleton />
              <Skeleton height={14} width="80%" />
              <Skeleton height={22} width="40%" />
            </SkeletonTile>
          ))}
        </SkeletonTiles>
      </Root>
    );
  }
  if (error) {
    return (
      <Root aria-label={activity?.name ?? intl.formatMessage({ id: 'activityBlock.label' })}>
        <ErrorState message={error} onRetry={onRetry} />
      </Root>
    );
  }
  if (!activity || activity.productList.length === 0) return null;
  const goods = activity.productList;
  return (
    <Section
      title={activity.name}
      more={
        moreHref
          ? {
              href: moreHref,
              label: (
                <>
                  {intl.formatMessage({ id: 'activityBlock.more' })}
                  <VisuallyHidden> {activity.name}</VisuallyHidden>
                </>
              ),
            }
          : undefined
      }
    >
      {activity.type === 1 && <CarouselGoods goods={goods} hrefOf={hrefOf} label={activity.name} />}
      {activity.type === 2 && (
        <Grid columns={4} gap={4} aria-label={activity.name}>
          {goods.slice(0, ACTIVITY_GRID_COUNT).map((g, i) => (
            <li key={g.proId}>
              <ActivityTile {...g} href={hrefOf(g.proId)} size={i === 0 ? 'lead' : 'cell'} />
            </li>
          ))}
        </Grid>
      )}
      {activity.type === 3 && (
        <CardGrid gap={4} columns={3} aria-label={activity.name}>
          {goods.slice(0, ACTIVITY_BIG_IMAGE_COUNT).map((g) => (
            <li key={g.proId}>
              <ActivityTile {...g} href={hrefOf(g.proId)} size="lg" />
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
