import styled from '@emotion/styled';
import { MessageSquareText, PackageCheck, RotateCcw, Truck, Wallet, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CountBadge } from '../../base/CountBadge/CountBadge.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { StatePanel, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';

/** A shortcut of the account home: an order tab or the refunds. */
export type AccountShortcut = 'toPay' | 'toShip' | 'toReceive' | 'toReview' | 'refunds';

/** The counts of `GET /api/front/order/center/data` (spec §3; crmeb-api §4.4), whole orders. */
export type AccountShortcutCounts = Record<AccountShortcut, number>;

export interface AccountShortcutsProps extends LoadStateProps {
  /** The counts; left out while loading. */
  counts?: AccountShortcutCounts | null;
  /** Where each shortcut leads (the order list's tab, the refund list). */
  hrefOf: (shortcut: AccountShortcut) => string;
  /** Where 全部订单 leads; no link when left out. */
  allHref?: string;
}

const SHORTCUTS: readonly [AccountShortcut, LucideIcon][] = [
  ['toPay', Wallet],
  ['toShip', PackageCheck],
  ['toReceive', Truck],
  ['toReview', MessageSquareText],
  ['refunds', RotateCcw],
];

const Root = styled.section`
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${(p) => p.theme.space[4]}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  a {
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[2]}px;
  border-radius: ${(p) => p.theme.radius.md}px;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: center;
  &:hover {
    background: ${(p) => p.theme.color.page};
  }
`;

const Icon = styled.span`
  position: relative;
  display: inline-flex;
  color: ${(p) => p.theme.color.textMuted};
  > span {
    position: absolute;
    top: -8px;
    left: 18px;
  }
`;

/**
 * 我的订单 on the account home: 待付款, 待发货, 待收货, 待评价 and 退款/售后,
 * each a link (`hrefOf`) with its count as a badge (none at 0, 99+ above 99)
 * and in its accessible name ("待付款，2 笔"). Placeholders while `loading`, an
 * error state with 重试 on `error`.
 * @see spec §2 (account centre), §3; crmeb-api §4.4 (`order/center/data`)
 */
export function AccountShortcuts({ counts, hrefOf, allHref, loading = false, error, onRetry }: AccountShortcutsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  let body;
  if (error && !loading) {
    body = (
      <StatePanel>
        <ErrorState message={error} onRetry={onRetry} />
      </StatePanel>
    );
  } else if (loading || !counts) {
    body = (
      <Grid as="div" role="region" aria-busy aria-label={t('accountShortcuts.loading')}>
        {SHORTCUTS.map(([key]) => (
          <Skeleton key={key} height={72} />
        ))}
      </Grid>
    );
  } else {
    body = (
      <Grid>
        {SHORTCUTS.map(([key, Glyph]) => {
          const label = t(`accountShortcuts.${key}`);
          return (
            <li key={key}>
              <Tile href={hrefOf(key)}>
                <Icon aria-hidden>
                  <Glyph size={28} />
                  <CountBadge count={counts[key]} />
                </Icon>
                <span aria-hidden>{label}</span>
                {/* One name with the exact count, where the badge shows 99+ and nothing at 0. */}
                <VisuallyHidden>{intl.formatMessage({ id: 'accountShortcuts.linkName' }, { label, count: counts[key] })}</VisuallyHidden>
              </Tile>
            </li>
          );
        })}
      </Grid>
    );
  }
  return (
    <Root aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{t('accountShortcuts.label')}</h2>
        {allHref && (
          <Link href={allHref} tone="muted">
            {t('accountShortcuts.all')}
          </Link>
        )}
      </Head>
      {body}
    </Root>
  );
}
