import styled from '@emotion/styled';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Price } from '../../money/Price/Price.tsx';

export interface CheckoutTotalsProps {
  /** Goods total, integer cents. */
  proTotalFee: number;
  /** Freight, cents. */
  freightFee: number;
  /** Coupon deduction, cents; the 优惠 row shows only when above 0. */
  couponFee: number;
  /** What the shopper pays, cents. */
  payFee: number;
  /** Units in the order. */
  orderProNum: number;
  /** 提交订单: guarded against repeat presses for {@link SERVER_ACTION_GUARD_MS} ms. */
  onSubmit: () => void;
  /** The create-order request is in flight: the button spins. */
  submitting?: boolean;
  /** The order cannot be placed yet (spec §5: no address or no payment method). */
  disabled?: boolean;
  /** Why it cannot, shown beside the button and announced with it (e.g. "请选择收货地址"). */
  disabledReason?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: ${(p) => p.theme.shadow.card};
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(120px, auto);
  column-gap: ${(p) => p.theme.space[4]}px;
  row-gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    text-align: right;
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  b {
    color: ${(p) => p.theme.color.brand};
  }
`;

const Dark = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Payable = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space[2]}px;
  padding-top: ${(p) => p.theme.space[4]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  align-self: stretch;
  justify-content: flex-end;
  font-size: ${(p) => p.theme.font.size.lg}px;
  span:first-of-type {
    color: ${(p) => p.theme.color.text};
  }
`;

const BigPrice = styled(Price)`
  font-size: 28px;
`;

const SubmitRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
`;

const Reason = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  margin: 0;
  color: ${(p) => p.theme.color.warning};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Submit = styled(Button)`
  min-width: 180px;
`;

/**
 * The totals and the submit area of the order confirm page: "共 N 件商品",
 * 商品总价, 运费, 优惠 (only when there is a coupon), 应付总额 in large red,
 * and 提交订单 — guarded against double presses (spec §5, 500 ms), spinning
 * while `submitting`, and disabled with the reason shown when an address or
 * payment method is still missing (spec §5). Money in integer cents.
 * @see spec §2 order confirm, §3 Order, §5; crmeb-api §4.7 computed/price, create
 */
export function CheckoutTotals({
  proTotalFee,
  freightFee,
  couponFee,
  payFee,
  orderProNum,
  onSubmit,
  submitting = false,
  disabled = false,
  disabledReason,
}: CheckoutTotalsProps) {
  const intl = useIntl();
  const reasonId = useId();
  const showReason = disabled && disabledReason;
  return (
    <Root aria-label={intl.formatMessage({ id: 'checkoutTotals.label' })}>
      <Count>
        <FormattedMessage id="checkoutTotals.itemCount" values={{ count: orderProNum }} />
      </Count>
      <Rows>
        <dt>
          <FormattedMessage id="checkoutTotals.goodsTotal" />
        </dt>
        <dd>
          <Dark cents={proTotalFee} />
        </dd>
        <dt>
          <FormattedMessage id="checkoutTotals.freight" />
        </dt>
        <dd>
          <Dark cents={freightFee} />
        </dd>
        {couponFee > 0 && (
          <>
            <dt>
              <FormattedMessage id="checkoutTotals.coupon" />
            </dt>
            <dd>
              <Price cents={-couponFee} />
            </dd>
          </>
        )}
      </Rows>
      <Payable>
        <span>
          <FormattedMessage id="checkoutTotals.payable" />
        </span>
        <BigPrice cents={payFee} size="xl" />
      </Payable>
      <SubmitRow>
        {showReason && (
          <Reason id={reasonId}>
            <CircleAlert size={16} aria-hidden />
            {disabledReason}
          </Reason>
        )}
        <Submit
          size="lg"
          disabled={disabled}
          loading={submitting}
          repeatGuardMs={SERVER_ACTION_GUARD_MS}
          aria-describedby={showReason ? reasonId : undefined}
          onClick={onSubmit}
        >
          <FormattedMessage id="checkoutTotals.submit" />
        </Submit>
      </SubmitRow>
    </Root>
  );
}
