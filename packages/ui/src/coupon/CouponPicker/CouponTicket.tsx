import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Price } from '../../money/Price/Price.tsx';
import { useCurrencySymbol } from '../../provider/currency.ts';
import { lineClamp } from '../../theme/lineClamp.ts';
import { CouponScope } from '../CouponCard/CouponScope.tsx';
import { couponThreshold } from '../CouponCard/couponThreshold.ts';
import type { CheckoutCoupon } from './CouponPicker.tsx';

/** A coupon in a row: the amount over its threshold on a stub, then the scope, name and validity. */
const Row = styled.span`
  flex: 1;
  display: flex;
  align-items: stretch;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
  color: ${(p) => p.theme.color.text};
  [data-unusable] > & {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Stub = styled.span`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 112px;
  padding-right: ${(p) => p.theme.space[3]}px;
  border-right: 1px dashed ${(p) => p.theme.color.brand};
  text-align: center;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textMuted};
  /* Break at the spaces around the amount, not inside a word such as 可用. */
  word-break: keep-all;
  overflow-wrap: anywhere;
  [data-unusable] & {
    border-right-color: ${(p) => p.theme.color.borderStrong};
  }
  [data-unusable] & .coupon-money {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
`;

const Name = styled.span`
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
  color: ${(p) => p.theme.color.text};
  ${lineClamp(2)}
  [data-unusable] & {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Scope = styled(CouponScope)`
  [data-unusable] & {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

export interface CouponTicketProps {
  coupon: CheckoutCoupon;
  /** Prefix of the ids of the amount and threshold (`-value`), the name (`-name`) and the validity (`-terms`), for the radio's label and description. */
  idPrefix: string;
  timeZone?: string;
}

/**
 * The face of a coupon at checkout: the deduction ({@link Price}) over
 * 满 ￥x 可用 / 无门槛, the scope tag and the name, and the validity as
 * calendar days of `timeZone`. Phrasing content only, so it fits in a
 * {@link ChoiceCard}'s label.
 */
export function CouponTicket({ coupon, idPrefix, timeZone }: CouponTicketProps) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const day = (date: Date) => intl.formatDate(date, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  return (
    <Row>
      <Stub id={`${idPrefix}-value`}>
        <Price cents={coupon.money} size="lg" className="coupon-money" />
        <span>
          {couponThreshold(intl, coupon.minPrice, symbol)}
        </span>
      </Stub>
      <Body>
        <Name id={`${idPrefix}-name`}>
          <Scope useType={coupon.category} />
          {coupon.name}
        </Name>
        <span id={`${idPrefix}-terms`}>
          {intl.formatMessage({ id: 'couponPicker.validity' }, { start: day(coupon.startTime), end: day(coupon.endTime) })}
        </span>
      </Body>
    </Row>
  );
}
