import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { formatMoney } from '../../money/formatMoney.ts';
import { useCurrencySymbol } from '../../provider/currency.ts';
import { lineClamp } from '../../theme/lineClamp.ts';
import { CouponScope } from './CouponScope.tsx';
import { couponThreshold } from './couponThreshold.ts';
import { couponState, couponValidity, type CouponRules, type CouponValidity } from './couponState.ts';

/** Where a coupon applies: 1 the shop's goods, 2 the goods it lists, 3 the whole platform. */
export type CouponUseType = 1 | 2 | 3;

/**
 * A coupon to receive, shaped like the API's `StoreCouponFrontResponse`
 * (`GET /api/front/coupons`); extra fields of the response may be passed in.
 * Money in integer cents.
 */
export interface CouponCardCoupon extends CouponRules {
  id: number;
  name: string;
  /** The reduction, cents. */
  money: number;
  /** Least order amount it applies to, cents; 0 for none (无门槛). */
  minPrice: number;
  useType: CouponUseType;
}

export interface CouponCardProps {
  coupon: CouponCardCoupon;
  /** 领取 was pressed (repeat presses within {@link SERVER_ACTION_GUARD_MS} are ignored). */
  onReceive: () => void;
  /** The receive call is running: spinner, presses ignored. */
  receiving?: boolean;
  /** IANA time zone whose calendar days the fixed validity dates are shown in; the browser's by default. */
  timeZone?: string;
}

const Card = styled.article`
  display: flex;
  min-height: 112px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
  color: ${(p) => p.theme.color.text};
  &[data-state='gone'] {
    border-color: ${(p) => p.theme.color.border};
  }
`;

/** The left stub (128 px): the amount and its threshold on a red tint, cut off by a dashed line. */
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
  [data-state='gone'] > & {
    background: ${(p) => p.theme.color.disabledSurface};
    border-right-color: ${(p) => p.theme.color.borderStrong};
  }
  [data-state='gone'] > & .coupon-money {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Threshold = styled.span`
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textMuted};
  /* Break at the spaces around the amount, not inside a word such as 可用. */
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 20px;
  ${lineClamp(2)}
`;

const Scope = styled(CouponScope)`
  vertical-align: 1px;
  [data-state='gone'] & {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Validity = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]}px;
  margin-top: auto;
  padding-top: ${(p) => p.theme.space[1]}px;
  button {
    flex: none;
    min-width: 72px;
  }
`;

const Remaining = styled.span`
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.brand};
`;

/** A calendar date `YYYY-MM-DD` in the locale; already in the shop's zone, so read as UTC to keep it from shifting. */
function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
}

function validityText(intl: IntlShape, validity: CouponValidity): string {
  return validity.kind === 'fixed'
    ? intl.formatMessage({ id: 'couponCard.validFixed' }, { start: formatDay(intl, validity.start), end: formatDay(intl, validity.end) })
    : intl.formatMessage({ id: 'couponCard.validDays' }, { day: validity.days });
}

/**
 * One coupon to receive, drawn as a ticket: on the left stub the reduction
 * ({@link Price}) over its threshold (满 ￥x 可用 / 无门槛); on the right the
 * scope tag (店铺通用 / 指定商品可用 / 平台通用 by `useType`), the name, the
 * validity (fixed dates as days of `timeZone` in the locale, or "领取后 N 天内有效"), what is left
 * of a limited coupon, and the action:
 * - 领取 calls `onReceive`; repeat presses within {@link SERVER_ACTION_GUARD_MS}
 *   are ignored and `receiving` shows a spinner;
 * - 已领取 (disabled) when the shopper holds it (`isUse`);
 * - 已抢光 (disabled, card greyed) when it is limited and none are left.
 *
 * The action is described by the amount and threshold, so a list of 领取
 * buttons can be told apart by screen-reader users.
 * @see spec §3 Coupon, §5 (500 ms debounce); crmeb-api §4.13 StoreCouponFrontResponse, §5 coupon `useType`, §6 rule 15
 */
export function CouponCard({ coupon, onReceive, receiving = false, timeZone }: CouponCardProps) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const id = useId();
  const state = couponState(coupon);
  // Large amounts step down a size so they fit the stub.
  const moneyText = formatMoney(coupon.money, intl.locale, symbol);
  const validity = couponValidity(coupon, timeZone);
  const threshold = couponThreshold(intl, coupon.minPrice, symbol);
  const action =
    state === 'received' ? 'couponCard.received' : state === 'gone' ? 'couponCard.gone' : 'couponCard.receive';
  return (
    <Card aria-labelledby={`${id}-name`} data-state={state}>
      <Stub id={`${id}-value`}>
        <Price cents={coupon.money} size={moneyText.length > 8 ? 'lg' : 'xl'} className="coupon-money" />
        <Threshold>{threshold}</Threshold>
      </Stub>
      <Body>
        <Name id={`${id}-name`}>
          <Scope useType={coupon.useType} />
          {coupon.name}
        </Name>
        {validity && <Validity>{validityText(intl, validity)}</Validity>}
        <Foot>
          {coupon.isLimited && state === 'available' ? (
            <Remaining>{intl.formatMessage({ id: 'couponCard.remaining' }, { count: coupon.lastTotal })}</Remaining>
          ) : (
            <span />
          )}
          <Button
            size="sm"
            variant={state === 'available' ? 'primary' : 'ghost'}
            disabled={state !== 'available'}
            loading={receiving}
            repeatGuardMs={SERVER_ACTION_GUARD_MS}
            aria-describedby={`${id}-value ${id}-name`}
            onClick={onReceive}
          >
            {intl.formatMessage({ id: action })}
          </Button>
        </Foot>
      </Body>
    </Card>
  );
}
