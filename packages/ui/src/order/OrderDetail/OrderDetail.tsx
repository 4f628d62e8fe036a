import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { OrderActions, type OrderActionsOrder } from '../OrderActions/OrderActions.tsx';
import type { OrderAction, OrderActionRules } from '../OrderActions/orderActionRules.ts';
import type { OrderCardLine } from '../OrderCard/OrderCard.tsx';
import { orderStatusKey } from '../OrderCard/orderStatus.ts';
import { PayCountdown } from '../OrderCard/PayCountdown.tsx';
import { formatOrderTime } from '../orderTime.ts';
import { payTypeMessageId } from '../PaymentMethodPicker/PaymentMethodPicker.tsx';
import { PriceBreakdown, type PayableKind } from '../PriceBreakdown/PriceBreakdown.tsx';

/**
 * How the order travels (spec §3 Order, delivery method): by express (the
 * carrier and tracking number), by the shop's own courier (name and phone),
 * or not at all (virtual goods).
 */
export type OrderDelivery =
  | { kind: 'express'; /** Carrier, e.g. 顺丰速运. */ company: string; /** Tracking number. */ trackingNo: string }
  | { kind: 'courier'; /** The courier's name. */ name: string; /** The courier's phone. */ phone: string }
  | { kind: 'virtual' };

/**
 * A merchant order with everything its detail page shows, shaped like
 * `GET /api/front/order/detail/{orderNo}` (money in integer cents, times as `Date`s).
 */
export interface OrderDetailData extends OrderActionsOrder {
  /** Merchant order number (`SH…`). */
  orderNo: string;
  merName: string;
  createTime: Date;
  /** When it was paid; null while unpaid. */
  payTime?: Date | null;
  /** Payment type (`yue`, `wechat`, `paypal`, `stripe`, `cod`…); its name is shown, an unknown type as it is. */
  payType: string;
  /** Units in the order. */
  totalNum: number;
  /** Goods total, cents. */
  proTotalPrice: number;
  /** Freight, cents. */
  payPostage: number;
  /** Deduction of the shop's coupon (merchant or goods coupon), cents. */
  couponPrice: number;
  /** Deduction of the platform coupon, cents. */
  platformCouponPrice?: number;
  /** Deduction of the points used, cents. */
  pointsDeduction?: number;
  /** Paid (or to pay), cents. */
  payPrice: number;
  /** The buyer's note (under 150 characters); '' for none. */
  userRemark: string;
  /** The consignee. */
  realName: string;
  userPhone: string;
  /** The full address in one line. */
  userAddress: string;
  /** How it is delivered; null while not shipped. */
  delivery: OrderDelivery | null;
  orderInfoList: OrderCardLine[];
  /** When an unpaid order is cancelled by the mall; the time left is shown while unpaid. Null or left out for none. */
  payDeadline?: Date | null;
}

export interface OrderDetailProps extends OrderActionRules {
  order: OrderDetailData;
  /** An action was chosen ({@link OrderActions}; cancel, receive and delete after a confirmation). */
  onAction: (action: OrderAction, order: OrderDetailData) => void;
  /** The action whose call is running: its button spins. */
  busyAction?: OrderAction | null;
  /** The progress bar, e.g. an {@link OrderProgress}; shown under the status. */
  progress?: ReactNode;
  /** The parcel's journey, e.g. a {@link LogisticsTrack}; shown under the delivery. */
  logistics?: ReactNode;
  /** Path of a line's goods page; its name becomes a link. */
  lineHref?: (line: OrderCardLine) => string | undefined;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
  /** The clock of the pay countdown, ms (default `Date.now`); stories freeze it. */
  now?: () => number;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Panel = styled.section`
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  > h2 {
    margin: 0 0 ${(p) => p.theme.space[4]}px;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

/** The status, the countdown and the actions, on one band. */
const StatusBand = styled(Panel)`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[4]}px;
  > h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xxl}px;
    color: ${(p) => p.theme.color.brand};
  }
`;

/** The actions, at the right end of the status band. */
const Actions = styled.div`
  margin-left: auto;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]}px;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const ShopName = styled.h2`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 120px 80px 120px;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px 0;
  border-top: 1px dashed ${(p) => p.theme.color.border};
  > span {
    text-align: right;
    color: ${(p) => p.theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Plain = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Money = styled(PriceBreakdown)`
  margin-top: ${(p) => p.theme.space[4]}px;
  margin-left: auto;
  max-width: 360px;
`;

/** The name of each way of delivery. */
const DELIVERY_KINDS = {
  express: 'orderDetail.deliveryExpress',
  courier: 'orderDetail.deliveryCourier',
  virtual: 'orderDetail.deliveryVirtual',
} as const satisfies Record<OrderDelivery['kind'], string>;

/** What the last money row is called, by how the order is paid. */
function payableKind(order: OrderDetailData): PayableKind {
  if (order.paid) return 'paid';
  return order.payType === 'cod' ? 'cod' : 'toPay';
}

/**
 * The detail of a merchant order, every field of spec §3 Order: a band with
 * the status (and, while unpaid, the time left before auto-cancel) and the
 * order's actions ({@link OrderActions} in a row); the `progress` slot; the
 * order (number, time placed, payment status and time, payment method,
 * buyer's note), the consignee (name, phone, address) and the delivery
 * (carrier and tracking number, the courier's name and phone, or no
 * shipping for virtual goods; 待发货 while not shipped), then the
 * `logistics` slot; the shop with its lines (picture, name, SKU, unit
 * price, quantity, subtotal); and the money ({@link PriceBreakdown}: goods
 * total, freight, coupon and points deductions when above 0, and what was
 * paid). Times to the minute in the locale and `timeZone`; money in integer cents.
 * @see spec §2 /order/order_detail, §3 Order, §4 Order statuses; crmeb-api §3 /order/order_detail, §4.7 detail, §5
 */
export function OrderDetail({
  order,
  onAction,
  busyAction,
  canRefund,
  canReview,
  progress,
  logistics,
  lineHref,
  timeZone,
  now,
}: OrderDetailProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const cashOnDelivery = !order.paid && order.payType === 'cod';
  const awaitingPayment = !order.paid && !cashOnDelivery && order.status === 0 && order.refundStatus === 0;
  const payTypeId = payTypeMessageId(order.payType);
  const payStatus = order.paid ? 'orderDetail.paid' : cashOnDelivery ? 'orderDetail.payOnDelivery' : 'orderDetail.unpaid';
  const delivery = order.delivery;
  return (
    <Root aria-label={t('orderCard.label', { orderNo: order.orderNo })}>
      <StatusBand aria-label={t('orderDetail.status')}>
        <h2>{t(orderStatusKey(order))}</h2>
        {awaitingPayment && order.payDeadline && <PayCountdown deadline={order.payDeadline} now={now} />}
        <Actions>
          <OrderActions
            order={order}
            onAction={onAction}
            busy={busyAction}
            canRefund={canRefund}
            canReview={canReview}
            layout="row"
          />
        </Actions>
      </StatusBand>
      {progress && <Panel as="div">{progress}</Panel>}
      <Columns>
        <Panel>
          <h2>{t('orderDetail.orderInfo')}</h2>
          <Fields>
            <dt>{t('orderDetail.orderNo')}</dt>
            <dd>{order.orderNo}</dd>
            <dt>{t('orderDetail.createTime')}</dt>
            <dd>
              <time dateTime={order.createTime.toISOString()}>{formatOrderTime(intl, order.createTime, timeZone)}</time>
            </dd>
            <dt>{t('orderDetail.payStatus')}</dt>
            <dd>{t(payStatus)}</dd>
            {order.payTime && (
              <>
                <dt>{t('orderDetail.payTime')}</dt>
                <dd>
                  <time dateTime={order.payTime.toISOString()}>{formatOrderTime(intl, order.payTime, timeZone)}</time>
                </dd>
              </>
            )}
            <dt>{t('orderDetail.payType')}</dt>
            <dd>{payTypeId ? t(payTypeId) : order.payType || '—'}</dd>
            <dt>{t('orderDetail.remark')}</dt>
            <dd>{order.userRemark || t('orderDetail.noRemark')}</dd>
          </Fields>
        </Panel>
        <Panel>
          <h2>{t('orderDetail.address')}</h2>
          <Fields>
            <dt>{t('orderDetail.consignee')}</dt>
            <dd>{order.realName}</dd>
            <dt>{t('orderDetail.phone')}</dt>
            <dd>{order.userPhone}</dd>
            <dt>{t('orderDetail.fullAddress')}</dt>
            <dd>{order.userAddress}</dd>
          </Fields>
        </Panel>
        <Panel>
          <h2>{t('orderDetail.delivery')}</h2>
          <Fields>
            <dt>{t('orderDetail.deliveryKind')}</dt>
            <dd>{t(delivery ? DELIVERY_KINDS[delivery.kind] : 'orderDetail.notShipped')}</dd>
            {delivery?.kind === 'express' && (
              <>
                <dt>{t('orderDetail.company')}</dt>
                <dd>{delivery.company}</dd>
                <dt>{t('orderDetail.trackingNo')}</dt>
                <dd>{delivery.trackingNo}</dd>
              </>
            )}
            {delivery?.kind === 'courier' && (
              <>
                <dt>{t('orderDetail.courier')}</dt>
                <dd>{delivery.name}</dd>
                <dt>{t('orderDetail.courierPhone')}</dt>
                <dd>{delivery.phone}</dd>
              </>
            )}
          </Fields>
        </Panel>
      </Columns>
      {logistics && <Panel as="div">{logistics}</Panel>}
      <Panel>
        <ShopName>
          <Store size={16} aria-hidden />
          {order.merName}
        </ShopName>
        <Lines aria-label={t('orderDetail.lines')}>
          {order.orderInfoList.map((line) => (
            <Line key={line.id}>
              <GoodsLine image={line.image} name={line.productName} sku={line.sku} href={lineHref?.(line)} imageSize={64} />
              <span>
                <Plain cents={line.price} />
              </span>
              <span>{t('orderCard.quantity', { count: line.payNum })}</span>
              <span>
                <Plain cents={line.price * line.payNum} />
              </span>
            </Line>
          ))}
        </Lines>
        <Money
          goodsTotal={order.proTotalPrice}
          freight={order.payPostage}
          merchantCouponDeduction={order.couponPrice}
          platformCouponDeduction={order.platformCouponPrice}
          pointsDeduction={order.pointsDeduction}
          payable={order.payPrice}
          payableKind={payableKind(order)}
        />
      </Panel>
    </Root>
  );
}
