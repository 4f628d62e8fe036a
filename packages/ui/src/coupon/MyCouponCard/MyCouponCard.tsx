import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { formatMoney } from '../../money/formatMoney.ts';
import { useCurrencySymbol } from '../../provider/currency.ts';
import { lineClamp } from '../../theme/lineClamp.ts';
import { focusRing } from '../../theme/theme.ts';
import type { CouponUseType } from '../CouponCard/CouponCard.tsx';
import { CouponScope } from '../CouponCard/CouponScope.tsx';
import { couponThreshold } from '../CouponCard/couponThreshold.ts';

/** How a coupon the shopper holds stands: usable now, used, past its end, or valid only later. */
export type MyCouponState = 'usable' | 'used' | 'expired' | 'notStarted';

/**
 * A coupon the shopper holds (a row of `GET /api/front/coupon/list`, with
 * its state worked out by the app). Money in integer cents.
 */
export interface MyCoupon {
  /** The shopper's coupon id. */
  id: number;
  name: string;
  /** The reduction, cents. */
  money: number;
  /** Least order amount it applies to, cents; 0 for none. */
  minPrice: number;
  /** 1 the shop's goods, 2 the goods it lists, 3 the whole platform. */
  useType: CouponUseType;
  /** The issuing shop's name; left out (or '') for platform coupons or while unknown. */
  merName?: string;
  /** Validity window (instants; shown as calendar days of `timeZone`). */
  startTime: Date;
  endTime: Date;
  state: MyCouponState;
}

export interface MyCouponCardProps {
  coupon: MyCoupon;
  /**
   * Where 去使用 leads (the shop, the goods, or the search page for a platform
   * coupon); the link shows only on a `usable` coupon with an href.
   */
  goHref?: string;
  /** IANA time zone whose calendar days the validity is shown in; the browser's by default. */
  timeZone?: string;
}

const Card = styled.article`
  position: relative;
  display: flex;
  min-height: 124px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
  color: ${(p) => p.theme.color.text};
  &[data-state='used'],
  &[data-state='expired'] {
    border-color: ${(p) => p.theme.color.border};
  }
`;

/** The left stub (128 px): the amount over its threshold on a red tint, grey once the coupon is spent or over. */
const Stub = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]}px;
  width: 128px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[2]}px;
  background: ${(p) => p.theme.color.brandSoft};
  border-right: 1px dashed ${(p) => p.theme.color.brand};
  text-align: center;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textMuted};
  word-break: keep-all;
  overflow-wrap: anywhere;
  [data-state='used'] > &,
  [data-state='expired'] > & {
    background: ${(p) => p.theme.color.disabledSurface};
    border-right-color: ${(p) => p.theme.color.borderStrong};
  }
  [data-state='used'] > & .coupon-money,
  [data-state='expired'] > & .coupon-money {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 20px;
  color: ${(p) => p.theme.color.text};
  ${lineClamp(2)}
`;

const Scope = styled(CouponScope)`
  vertical-align: 1px;
  [data-state='used'] &,
  [data-state='expired'] & {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Shop = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  margin: 0;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space[2]}px;
  margin-top: auto;
  padding-top: ${(p) => p.theme.space[1]}px;
`;

/** 去使用: a link drawn as the small red button. */
const Use = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 72px;
  height: 28px;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.sm}px;
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.color.brandHover};
    color: ${(p) => p.theme.color.onBrand};
  }
  ${focusRing}
`;

/** The state of a coupon that cannot be used now, as a small outlined tag. */
const StateTag = styled.span`
  flex: none;
  padding: 2px ${(p) => p.theme.space[2]}px;
  border: 1px solid currentColor;
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
  &[data-tone='warning'] {
    color: ${(p) => p.theme.color.warning};
  }
`;

const STATE_MESSAGES = {
  usable: 'myCouponCard.usable',
  used: 'myCouponCard.used',
  expired: 'myCouponCard.expired',
  notStarted: 'myCouponCard.notStarted',
} as const satisfies Record<MyCouponState, string>;

/**
 * One coupon of the shopper's, drawn as a ticket like {@link CouponCard}: on
 * the stub the reduction over its threshold (满 ￥x 可用 / 无门槛); then the
 * scope tag (店铺通用 / 指定商品可用 / 平台通用 by `useType`) and the name, the
 * issuing shop, the validity as calendar days of `timeZone`, and its state:
 * - usable: 去使用, a link to `goHref` (the shop, the goods, or the search
 *   page), described by the amount and name so a list of them can be told apart;
 * - notStarted: 未开始 and the day it becomes usable, no link;
 * - used / expired: the card greyed with 已使用 / 已过期.
 * @see spec §2 /users/coupon_list, §3 Coupon; crmeb-wire §10 `coupon/list`; crmeb-api §4.13 validStr
 */
export function MyCouponCard({ coupon, goHref, timeZone }: MyCouponCardProps) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const id = useId();
  const day = (date: Date) => intl.formatDate(date, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  const moneyText = formatMoney(coupon.money, intl.locale, symbol);
  const { state } = coupon;
  return (
    <Card aria-labelledby={`${id}-name`} data-state={state}>
      <Stub id={`${id}-value`}>
        <Price cents={coupon.money} size={moneyText.length > 8 ? 'lg' : 'xl'} className="coupon-money" />
        <span>{couponThreshold(intl, coupon.minPrice, symbol)}</span>
      </Stub>
      <Body>
        <Name id={`${id}-name`}>
          <Scope useType={coupon.useType} />
          {coupon.name}
        </Name>
        {coupon.merName && (
          <Shop>
            <Store size={14} aria-hidden />
            <span>
              <VisuallyHidden>{intl.formatMessage({ id: 'myCouponCard.shop' })}</VisuallyHidden>
              {coupon.merName}
            </span>
          </Shop>
        )}
        <Line>{intl.formatMessage({ id: 'couponCard.validFixed' }, { start: day(coupon.startTime), end: day(coupon.endTime) })}</Line>
        <Foot>
          {state === 'notStarted' && <Line>{intl.formatMessage({ id: 'myCouponCard.startsOn' }, { date: day(coupon.startTime) })}</Line>}
          {state === 'usable' ? (
            goHref && (
              <Use href={goHref} aria-describedby={`${id}-value ${id}-name`}>
                {intl.formatMessage({ id: 'myCouponCard.use' })}
              </Use>
            )
          ) : (
            <StateTag data-tone={state === 'notStarted' ? 'warning' : undefined}>{intl.formatMessage({ id: STATE_MESSAGES[state] })}</StateTag>
          )}
        </Foot>
      </Body>
    </Card>
  );
}
