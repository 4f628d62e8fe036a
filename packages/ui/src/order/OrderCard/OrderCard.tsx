import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { focusRing } from '../../theme/theme.ts';
import { OrderActions } from '../OrderActions/OrderActions.tsx';
import { formatOrderTime } from '../orderTime.ts';
import type { OrderAction } from '../OrderActions/orderActionRules.ts';
import { orderStatusKey, type OrderStatusMessageId } from './orderStatus.ts';
import { PayCountdown } from './PayCountdown.tsx';

/** One SKU line of a placed order (`orderInfoList` item). */
export interface OrderCardLine {
  id: number;
  productName: string;
  image: string;
  sku: string;
  /** Unit price, cents. */
  price: number;
  payNum: number;
}

/** The lines of one shop in a master order. */
export interface OrderCardShop {
  merName: string;
  orderInfoList: OrderCardLine[];
}

/**
 * A merchant order as listed (`GET /api/front/order/list`), or with `shops`
 * a master order (the unit of payment, e.g. an unpaid checkout of
 * `GET /api/front/order/await/pay/list`). Money in integer cents.
 */
export interface OrderCardData {
  /** Merchant order number (`SH…`), or the master order number (`PT…`) with `shops`. */
  orderNo: string;
  /** The shop of a merchant order; not shown when `shops` is given. */
  merName: string;
  /** When it was placed. */
  createTime: Date;
  paid: boolean;
  /** `cod` (cash on delivery): shipped unpaid, paid at the door; no 立即付款. */
  payType?: string;
  /** 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed, 9 cancelled. */
  status: number;
  /** 0 none, 1 applied, 2 refunding, 3 refunded. */
  refundStatus: number;
  /** Paid (or to pay), cents, freight included. */
  payPrice: number;
  /** Freight, cents. */
  payPostage: number;
  /** Units in the order (all shops of a master order). */
  totalNum: number;
  /** The lines of a merchant order; not shown when `shops` is given. */
  orderInfoList: OrderCardLine[];
  /** A master order's shops, each with its lines; listed instead of `merName` and `orderInfoList`. */
  shops?: OrderCardShop[];
  /**
   * When the mall cancels the order if it is still unpaid (placed +
   * `order_cancel_time` hours, crmeb-api §6 rule 7); an unpaid order shows
   * the time left. Not read once paid, cancelled or cash on delivery; null or left out for none.
   */
  payDeadline?: Date | null;
}

export interface OrderCardProps {
  order: OrderCardData;
  /** Path of the order detail page; shows 查看详情 as a link. */
  detailHref?: string;
  /**
   * Shows 立即付款 on an unpaid, not cancelled order (guarded against double
   * presses). With `onAction` too, 立即付款 calls this instead of `onAction('pay')`.
   */
  onPay?: () => void;
  /**
   * Shows every action of the order's status ({@link OrderActions}) and
   * reports the chosen one with the order: cancel, receive and delete once
   * confirmed in a dialog. Without `detailHref`, 查看详情 is a button that
   * reports `'detail'`. Without `onAction` only 立即付款 (`onPay`) and the
   * detail link are shown.
   */
  onAction?: (action: OrderAction, order: OrderCardData) => void;
  /** 申请退款 may be offered (paid orders before shipment or once received). Default false. */
  canRefund?: boolean;
  /** 评价 may be offered (a received order with lines to review). Default false. */
  canReview?: boolean;
  /** The action whose call is running: its button spins. */
  busyAction?: OrderAction | null;
  /** IANA time zone the date is shown in; the browser's by default. */
  timeZone?: string;
  /** The clock of the pay countdown, ms (default `Date.now`); stories freeze it. */
  now?: () => number;
}

/** Status colours: what needs the shopper in red, closed orders in grey. */
const tone: Record<OrderStatusMessageId, 'brand' | 'muted' | 'text' | 'success' | 'warning'> = {
  'orderCard.statusUnpaid': 'brand',
  'orderCard.statusAwaitingShipment': 'text',
  'orderCard.statusAwaitingReceipt': 'brand',
  'orderCard.statusReceived': 'brand',
  'orderCard.statusCompleted': 'success',
  'orderCard.statusCancelled': 'muted',
  'orderCard.statusRefunding': 'warning',
  'orderCard.statusRefunded': 'muted',
  'orderCard.statusUnknown': 'muted',
};

const Root = styled.article`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
  overflow: hidden;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.page};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  time,
  .order-no {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Shop = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.medium};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;

const Status = styled.span<{ tone: (typeof tone)[OrderStatusMessageId] }>`
  margin-left: auto;
  flex: none;
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) =>
    p.tone === 'brand'
      ? p.theme.color.brand
      : p.tone === 'success'
        ? p.theme.color.success
        : p.tone === 'warning'
          ? p.theme.color.warning
          : p.tone === 'muted'
            ? p.theme.color.textMuted
            : p.theme.color.text};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 240px 140px;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${(p) => p.theme.space[4]}px;
`;

/** A master order's shops, one after the other, each with its own lines. */
const Shops = styled(Lines)`
  > li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const ShopLines = styled(Lines)`
  padding: 0;
`;

/** A shop's name over its lines, as in the head of a merchant order. */
const ShopName = styled(Shop)`
  display: flex;
  padding-top: ${(p) => p.theme.space[3]}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 120px;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px 0;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.color.border};
  }
`;

const Each = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-variant-numeric: tabular-nums;
`;

const Dark = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[4]}px;
  border-left: 1px solid ${(p) => p.theme.color.border};
  text-align: center;
`;

const Totals = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  line-height: 1.8;
`;

/** The "(incl. freight …)" clause, on its own line. */
const Freight = styled.span`
  display: block;
  white-space: nowrap;
`;

const DetailLink = styled(Link)`
  font-size: ${(p) => p.theme.font.size.sm}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  ${focusRing}
`;

/** 查看详情 as a button, when the page handles it (`onAction('detail')`) rather than a link. */
const DetailButton = styled(Button)`
  color: ${(p) => p.theme.color.textMuted};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

/**
 * One merchant order in "my orders": a header (date in the shopper's locale,
 * order number, shop name and the status label from {@link orderStatusKey}),
 * the lines (picture, name, SKU, unit price × quantity), the totals
 * "共 N 件商品 实付 ￥x（含运费 ￥y）" (货到付款 ￥x for cash on delivery) and
 * the actions: with `onAction` every action of its status ({@link OrderActions}:
 * pay, cancel, refund, receive, logistics, evaluate, delete, buy again; the
 * lasting ones confirmed first), else 立即付款 for an unpaid order when `onPay`
 * is given; 查看详情 when `detailHref` (a link) or `onAction` (a button) is given.
 * An unpaid order with a `payDeadline` counts down to its auto-cancel
 * ({@link PayCountdown}). Money in integer cents. A master order (`shops`) lists each shop's name over its
 * lines and says in the header how many shops it spans; its totals and
 * actions are those of the whole order, since it is paid as one.
 * @see spec §3 Order, §4 Order statuses; crmeb-api §3 /users/order_list, §5, §6 rule 7
 */
export function OrderCard({
  order,
  detailHref,
  onPay,
  onAction,
  canRefund,
  canReview,
  busyAction,
  timeZone,
  now,
}: OrderCardProps) {
  const intl = useIntl();
  const statusId = orderStatusKey(order);
  const cashOnDelivery = !order.paid && order.payType === 'cod';
  const awaitingPayment = !order.paid && !cashOnDelivery && order.status === 0 && order.refundStatus === 0;
  const canPay = !order.paid && !cashOnDelivery && order.status !== 9 && onPay;
  const detail = detailHref ? (
    <DetailLink href={detailHref} tone="muted">
      <FormattedMessage id="orderCard.detail" />
    </DetailLink>
  ) : (
    onAction && (
      <DetailButton variant="link" size="sm" onClick={() => onAction('detail', order)}>
        <FormattedMessage id="orderCard.detail" />
      </DetailButton>
    )
  );
  const lines = (list: OrderCardLine[]) =>
    list.map((line) => (
      <Line key={line.id}>
        <GoodsLine image={line.image} name={line.productName} sku={line.sku} imageSize={72} />
        <Each>
          <Dark cents={line.price} />
          <span>
            <FormattedMessage id="orderCard.quantity" values={{ count: line.payNum }} />
          </span>
        </Each>
      </Line>
    ));
  return (
    <Root aria-label={intl.formatMessage({ id: 'orderCard.label' }, { orderNo: order.orderNo })}>
      <Head>
        <time dateTime={order.createTime.toISOString()}>
          {formatOrderTime(intl, order.createTime, timeZone)}
        </time>
        <span className="order-no">
          <FormattedMessage id="orderCard.orderNo" values={{ orderNo: order.orderNo }} />
        </span>
        <Shop>
          <Store size={14} aria-hidden />
          <span>
            {order.shops ? (
              <FormattedMessage id="orderCard.shopCount" values={{ count: order.shops.length }} />
            ) : (
              order.merName
            )}
          </span>
        </Shop>
        <Status tone={tone[statusId]}>
          <FormattedMessage id={statusId} />
        </Status>
      </Head>
      <Body>
        {order.shops ? (
          <Shops>
            {order.shops.map((shop, i) => (
              <li key={i}>
                <ShopName>
                  <Store size={14} aria-hidden />
                  <span>{shop.merName}</span>
                </ShopName>
                <ShopLines>{lines(shop.orderInfoList)}</ShopLines>
              </li>
            ))}
          </Shops>
        ) : (
          <Lines>{lines(order.orderInfoList)}</Lines>
        )}
        <Side>
          <Totals>
            <FormattedMessage
              id={order.paid ? 'orderCard.totalsPaid' : cashOnDelivery ? 'orderCard.totalsCod' : 'orderCard.totalsUnpaid'}
              values={{
                count: order.totalNum,
                amount: <Price cents={order.payPrice} size="lg" />,
                freight: <Dark cents={order.payPostage} size="sm" />,
                f: (chunks) => <Freight>{chunks}</Freight>,
              }}
            />
          </Totals>
          {awaitingPayment && order.payDeadline && <PayCountdown deadline={order.payDeadline} now={now} />}
        </Side>
        {onAction ? (
          <Side>
            <OrderActions
              order={order}
              onAction={(action, o) => (action === 'pay' && onPay ? onPay() : onAction(action, o))}
              busy={busyAction}
              canRefund={canRefund}
              canReview={canReview}
            >
              {detail}
            </OrderActions>
          </Side>
        ) : (
          <Side>
            {canPay && (
              <Button size="sm" repeatGuardMs={SERVER_ACTION_GUARD_MS} onClick={onPay}>
                <FormattedMessage id="orderCard.pay" />
              </Button>
            )}
            {detail}
          </Side>
        )}
      </Body>
    </Root>
  );
}
