import styled from '@emotion/styled';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { focusRing } from '../../theme/theme.ts';
import { payTypeMessageId } from '../PaymentMethodPicker/PaymentMethodPicker.tsx';

/** `placed`: a cash-on-delivery order, confirmed and paid at the door. */
export type PaymentResultStatus = 'success' | 'failed' | 'pending' | 'placed';

export interface PaymentResultProps {
  status: PaymentResultStatus;
  /** The master order number (`PT…`). */
  orderNo?: string;
  /** Amount paid (or to pay), integer cents. */
  payCents?: number;
  /** `yue` (the mall balance), `wechat`, `paypal`, `stripe`, `cod` (shown by name) or any other text. */
  payType?: string;
  /** Path of "my orders" (查看订单). */
  ordersHref: string;
  /** Path of the home page (继续购物). */
  homeHref: string;
  /** Replaces the default explanation, e.g. the payment provider's error. */
  message?: string;
}

const look = {
  success: { icon: CircleCheck, title: 'paymentResult.successTitle', text: 'paymentResult.successMessage' },
  failed: { icon: CircleX, title: 'paymentResult.failedTitle', text: 'paymentResult.failedMessage' },
  pending: { icon: Clock, title: 'paymentResult.pendingTitle', text: 'paymentResult.pendingMessage' },
  placed: { icon: CircleCheck, title: 'paymentResult.placedTitle', text: 'paymentResult.placedMessage' },
} as const;

const Root = styled.section<{ status: PaymentResultStatus }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[8]}px ${(p) => p.theme.space[6]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: ${(p) => p.theme.shadow.card};
  text-align: center;
  color: ${(p) => p.theme.color.text};
  > svg {
    color: ${(p) =>
      p.status === 'success' || p.status === 'placed' ? p.theme.color.success : p.status === 'failed' ? p.theme.color.danger : p.theme.color.warning};
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xxl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Message = styled.p`
  margin: 0;
  max-width: 520px;
  color: ${(p) => p.theme.color.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  column-gap: ${(p) => p.theme.space[4]}px;
  row-gap: ${(p) => p.theme.space[2]}px;
  align-items: baseline;
  margin: 0;
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[6]}px;
  background: ${(p) => p.theme.color.page};
  border-radius: ${(p) => p.theme.radius.sm}px;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    text-align: right;
  }
  dd {
    margin: 0;
    text-align: left;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  margin-top: ${(p) => p.theme.space[2]}px;
`;

const LinkButton = styled(Link, { shouldForwardProp: (prop) => prop !== 'primary' })<{ primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 128px;
  height: 40px;
  padding: 0 ${(p) => p.theme.space[5]}px;
  border: 1px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => (p.primary ? p.theme.color.brand : p.theme.color.surface)};
  color: ${(p) => (p.primary ? p.theme.color.onBrand : p.theme.color.brand)};
  font-weight: ${(p) => p.theme.font.weight.medium};
  &:hover {
    background: ${(p) => (p.primary ? p.theme.color.brandHover : p.theme.color.brandSoft)};
    color: ${(p) => (p.primary ? p.theme.color.onBrand : p.theme.color.brand)};
  }
  ${focusRing}
`;

/**
 * The payment result panel (spec §2 /order/payment_result): an icon, the title
 * (支付成功 / 支付失败 / 等待支付确认 / 下单成功 for cash on delivery), an explanation (or `message`), the
 * amount (integer cents), order number and payment method, and two links:
 * 查看订单 (`ordersHref`) and 继续购物 (`homeHref`), both through the app's
 * router link.
 * @see spec §2 payment result; crmeb-api §3 /order/payment_result, §6 rule 9
 */
export function PaymentResult({ status, orderNo, payCents, payType, ordersHref, homeHref, message }: PaymentResultProps) {
  const intl = useIntl();
  const titleId = useId();
  const { icon: Icon, title, text } = look[status];
  const payTypeId = payType ? payTypeMessageId(payType) : undefined;
  const hasFacts = payCents !== undefined || orderNo || payType;
  return (
    <Root status={status} aria-labelledby={titleId}>
      <Icon size={64} strokeWidth={1.5} aria-hidden />
      <h2 id={titleId}>
        <FormattedMessage id={title} />
      </h2>
      <Message>{message ?? <FormattedMessage id={text} />}</Message>
      {hasFacts && (
        <Facts>
          {payCents !== undefined && (
            <>
              <dt>
                <FormattedMessage id="paymentResult.amount" />
              </dt>
              <dd>
                <Price cents={payCents} size="lg" />
              </dd>
            </>
          )}
          {orderNo && (
            <>
              <dt>
                <FormattedMessage id="paymentResult.orderNo" />
              </dt>
              <dd>{orderNo}</dd>
            </>
          )}
          {payType && (
            <>
              <dt>
                <FormattedMessage id="paymentResult.payType" />
              </dt>
              <dd>{payTypeId ? intl.formatMessage({ id: payTypeId }) : payType}</dd>
            </>
          )}
        </Facts>
      )}
      <Actions>
        <LinkButton href={ordersHref} primary>
          <FormattedMessage id="paymentResult.viewOrders" />
        </LinkButton>
        <LinkButton href={homeHref}>
          <FormattedMessage id="paymentResult.continueShopping" />
        </LinkButton>
      </Actions>
    </Root>
  );
}
