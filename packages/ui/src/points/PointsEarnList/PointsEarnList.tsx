import styled from '@emotion/styled';
import { MessageSquareText, ShoppingBag } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { formatMoney } from '../../money/formatMoney.ts';
import { useCurrencySymbol } from '../../provider/currency.ts';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { focusRing } from '../../theme/theme.ts';

/** A way to earn points: shopping or reviewing bought goods. */
export type PointsEarnWay = 'shopping' | 'review';

/**
 * One way to earn points with the mall's configured amounts (the API's
 * `PointsEarnItem` of `GET /api/front/user/center/integral/rules` fits).
 * Whole points.
 */
export interface PointsEarnItem {
  way: PointsEarnWay;
  /** `shopping`: points per whole ￥1 paid; `review`: points per review. */
  points: number;
  /** `review`: points for a review with pictures (0 or equal to `points` when no bonus). */
  pointsWithPics: number;
  /** `shopping`: days the points stay frozen after the order completes (0 when spendable at once). */
  frozenDays: number;
}

export interface PointsEarnListProps extends LoadStateProps {
  /** The ways that are switched on, in order; left out while loading. */
  rules?: PointsEarnItem[];
  /** Where each way's action leads (去购物 / 去评价); a way left out shows no link. */
  hrefs?: Partial<Record<PointsEarnWay, string>>;
  /** Points worth ￥1 at checkout, for the note under the list; left out to show no note. */
  perYuan?: number;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0 ${(p) => p.theme.space[5]}px;
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/** A way: its icon, name and what it earns, then the link. */
const Row = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px 0;
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    color: ${(p) => p.theme.color.text};
  }
  p {
    margin: 2px 0 0;
    font-size: ${(p) => p.theme.font.size.sm}px;
    color: ${(p) => p.theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Icon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.brandSoft};
  color: ${(p) => p.theme.color.brand};
`;

/** The way's action: a link drawn as the small red-outlined button. */
const Go = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 28px;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 1px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.brand};
  font-size: ${(p) => p.theme.font.size.sm}px;
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
  }
  ${focusRing}
`;

const Note = styled.p`
  margin: ${(p) => p.theme.space[3]}px 0 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
`;

const ICONS = { shopping: ShoppingBag, review: MessageSquareText } as const satisfies Record<PointsEarnWay, unknown>;

/** What a way earns, in words: per ￥1 and how long frozen, or per review and with pictures. */
function earnText(intl: ReturnType<typeof useIntl>, rule: PointsEarnItem, yuan: string): string {
  if (rule.way === 'shopping') {
    const earn = intl.formatMessage({ id: 'pointsEarnList.shoppingEarn' }, { points: rule.points, amount: yuan });
    return rule.frozenDays > 0 ? `${earn} ${intl.formatMessage({ id: 'pointsEarnList.shoppingFrozen' }, { days: rule.frozenDays })}` : earn;
  }
  return rule.pointsWithPics > rule.points
    ? intl.formatMessage({ id: 'pointsEarnList.reviewEarnWithPics' }, { points: rule.points, withPics: rule.pointsWithPics })
    : intl.formatMessage({ id: 'pointsEarnList.reviewEarn' }, { points: rule.points });
}

/**
 * How to earn points, with the amounts the mall configured: 购物得积分
 * (N points per ￥1 paid, frozen N days after the order completes) and
 * 评价得积分 (N per review, M with pictures), each with its link (去购物 /
 * 去评价) when `hrefs` has one, and what points are worth at checkout when
 * `perYuan` is given. Loading shows placeholders in a region marked
 * `aria-busy`, an error an error state with retry, no ways switched on an
 * {@link EmptyState}.
 * @see spec §3 Points account (earn-points list); crmeb-api §4.10
 */
export function PointsEarnList({ rules, hrefs = {}, perYuan, ...states }: PointsEarnListProps) {
  const intl = useIntl();
  const yuan = formatMoney(100, intl.locale, useCurrencySymbol());
  return (
    <ListStates
      {...states}
      items={rules}
      loadingLabel={intl.formatMessage({ id: 'pointsEarnList.loading' })}
      skeleton={(busy) => (
        <Rows as="div" {...busy}>
          {[0, 1].map((i) => (
            <Row as="div" key={i}>
              <Skeleton width={48} height={48} />
              <div>
                <Skeleton width={120} height={16} />
                <Skeleton width="60%" height={14} />
              </div>
              <Skeleton width={72} height={28} />
            </Row>
          ))}
        </Rows>
      )}
      empty={<EmptyState title={intl.formatMessage({ id: 'pointsEarnList.empty' })} />}
    >
      {(list) => (
        <div>
          <Rows aria-label={intl.formatMessage({ id: 'pointsEarnList.label' })}>
            {list.map((rule) => {
              const Glyph = ICONS[rule.way];
              const href = hrefs[rule.way];
              return (
                <Row key={rule.way}>
                  <Icon aria-hidden>
                    <Glyph size={24} />
                  </Icon>
                  <div>
                    <h3>{intl.formatMessage({ id: `pointsEarnList.${rule.way}` })}</h3>
                    <p>{earnText(intl, rule, yuan)}</p>
                  </div>
                  {href ? <Go href={href}>{intl.formatMessage({ id: `pointsEarnList.${rule.way}Go` })}</Go> : <span />}
                </Row>
              );
            })}
          </Rows>
          {perYuan !== undefined && perYuan > 0 && <Note>{intl.formatMessage({ id: 'pointsEarnList.worth' }, { points: perYuan, amount: yuan })}</Note>}
        </div>
      )}
    </ListStates>
  );
}
