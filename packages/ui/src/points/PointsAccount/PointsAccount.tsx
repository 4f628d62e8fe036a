import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { StatePanel, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';

/**
 * The shopper's points in sum (the domestic edition's `GET
 * /api/front/user/center/my/integral`: `integral`, `frozenIntegral`,
 * `sumIntegral`, `deductionIntegral`). Whole points.
 */
export interface PointsSummary {
  /** Usable now (当前积分). */
  available: number;
  /** Earned but frozen until the order can no longer be refunded (冻结积分). */
  frozen: number;
  /** Earned in all (累计获得). */
  totalEarned: number;
  /** Spent in all (累计消费). */
  totalSpent: number;
}

export interface PointsAccountProps extends LoadStateProps {
  /** The sums; left out while loading (placeholders show until they come, unless there is an `error`). */
  account?: PointsSummary | null;
}

const TILES = ['available', 'frozen', 'totalEarned', 'totalSpent'] as const satisfies readonly (keyof PointsSummary)[];

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[3]}px;
  margin: 0;
`;

/** A tile: the figure large over its name, the usable points in red. */
const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[3]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  text-align: center;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.font.size.xxl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  &:first-of-type dd {
    color: ${(p) => p.theme.color.brand};
  }
`;

/**
 * The shopper's points at a glance, on the user points page: four tiles —
 * 当前积分 (usable, in red), 冻结积分, 累计获得, 累计消费 — with the figures
 * grouped in the locale. While `loading` (or without `account`) the tiles
 * are placeholders in a region marked `aria-busy`; otherwise `error` shows
 * an error state with 重试.
 * @see spec §2 (user points), §3 Points account; crmeb-api §4.10
 */
export function PointsAccount({ account, loading = false, error, onRetry }: PointsAccountProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'pointsAccount.label' });
  // As in ListStates: loading wins over an error, so a retry never shows the old error.
  if (error && !loading) {
    return (
      <StatePanel>
        <ErrorState message={error} onRetry={onRetry} />
      </StatePanel>
    );
  }
  if (loading || !account) {
    return (
      <Tiles as="div" role="region" aria-busy aria-label={intl.formatMessage({ id: 'pointsAccount.loading' })}>
        {TILES.map((key) => (
          <Tile key={key} as="div">
            <Skeleton width={80} height={14} />
            <Skeleton width={96} height={32} />
          </Tile>
        ))}
      </Tiles>
    );
  }
  return (
    <Tiles aria-label={label}>
      {TILES.map((key) => (
        <Tile key={key}>
          <dt>{intl.formatMessage({ id: `pointsAccount.${key}` })}</dt>
          <dd>{intl.formatNumber(account[key])}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}
