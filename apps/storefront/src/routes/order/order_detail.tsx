import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { MasterOrderDetail, MerchantOrderDetail } from '@mall/api';
import {
  EmptyState,
  ErrorState,
  Link,
  OrderDetail,
  OrderProgress,
  PageHeading,
  Section,
  Skeleton,
  Stack,
  type OrderAction,
  type OrderDelivery,
  type OrderDetailData,
} from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { goodsPath, orderDetailPath, ordersPath } from '../../app/paths.ts';
import { useMasterOrder, useOrderDetail } from '../../data/order.ts';
import { canRefundOrder, canReviewOrder } from './afterSale.ts';
import { OrderTrack } from './OrderTrack.tsx';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useOrderAction, type ActedOrder } from './useOrderAction.ts';

/** How a merchant order travels, as the detail shows it; null while not shipped. */
function deliveryOf(order: MerchantOrderDetail): OrderDelivery | null {
  switch (order.deliveryType) {
    case 'express':
      return { kind: 'express', company: order.expressName, trackingNo: order.trackingNo };
    case 'send':
      return { kind: 'courier', name: order.deliveryName, phone: order.deliveryPhone };
    case 'noNeed':
      return { kind: 'virtual' };
    default:
      return null;
  }
}

/** A merchant order (`SH…`) as the detail shows it. */
function merchantDetail(order: MerchantOrderDetail): OrderDetailData {
  return {
    ...order,
    couponPrice: order.merCouponPrice,
    platformCouponPrice: order.platCouponPrice,
    pointsDeduction: order.integralPrice,
    delivery: deliveryOf(order),
    payDeadline: order.payDeadline ?? undefined,
  };
}

/**
 * A master order (`PT…`, e.g. an unpaid checkout) as the detail shows it: its
 * shops' names together, every line, and the money of the whole order.
 */
function masterDetail(order: MasterOrderDetail): OrderDetailData {
  return {
    orderNo: order.orderNo,
    merName: order.orderList.map((shop) => shop.merName).join('、'),
    createTime: order.createTime,
    payTime: order.payTime,
    paid: order.paid,
    payType: order.payType,
    status: order.isCancel ? 9 : (order.orderList[0]?.status ?? 0),
    refundStatus: 0,
    totalNum: order.totalNum,
    proTotalPrice: order.proTotalPrice,
    payPostage: order.payPostage,
    couponPrice: order.merCouponPrice,
    platformCouponPrice: order.platCouponPrice,
    pointsDeduction: order.integralPrice,
    payPrice: order.payPrice,
    userRemark: order.mark,
    realName: order.realName,
    userPhone: order.userPhone,
    userAddress: order.userAddress,
    delivery: null,
    orderInfoList: order.orderList.flatMap((shop) => shop.orderInfoList),
    payDeadline: order.payDeadline ?? undefined,
  };
}

/** The detail of a merchant order (`SH…`): progress, delivery, the parcel's journey when it went by express. */
function MerchantOrderPage({ orderNo }: { orderNo: string }) {
  const order = useOrderDetail(orderNo);
  const shipped = order.data ? order.data.status !== 0 && order.data.status !== 9 && order.data.deliveryType === 'express' : false;
  const track = useRef<HTMLDivElement>(null);
  const navigate = useMallNavigate();
  const { act, busy } = useOrderAction(() => void navigate(ordersPath(), { replace: true }));

  if (order.error) return <ErrorState message={order.error.message} onRetry={() => void order.mutate()} />;
  if (!order.data) return <Skeleton height={480} />;
  const data = order.data;
  const acted: ActedOrder = {
    masterOrderNo: data.masterOrderNo,
    orderNo: data.orderNo,
    deletable: [data.orderNo],
    lines: data.orderInfoList,
    reviewLines: data.orderInfoList,
  };
  const productOf = new Map(data.orderInfoList.map((line) => [line.id, line.productId]));

  function onAction(action: OrderAction) {
    if (action === 'logistics') track.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    else void act(action, acted);
  }

  const cancelled = data.status === 9;
  return (
    <OrderDetail
      order={merchantDetail(data)}
      onAction={onAction}
      busyAction={busy}
      canRefund={canRefundOrder(data)}
      canReview={canReviewOrder(data)}
      timeZone={MALL_TIME_ZONE}
      lineHref={(line) => {
        const productId = productOf.get(line.id);
        return productId ? goodsPath(productId) : undefined;
      }}
      progress={
        <OrderProgress
          times={{
            placed: data.createTime,
            paid: data.payTime,
            shipped: data.deliveryTime,
            received: data.receivingTime,
            completed: data.status === 3 ? data.receivingTime : null,
            cancelled: cancelled ? (data.cancelTime ?? data.createTime) : null,
          }}
          cashOnDelivery={data.payType === 'cod'}
          timeZone={MALL_TIME_ZONE}
        />
      }
      logistics={
        shipped ? (
          <div ref={track}>
            <OrderTrack orderNo={orderNo} company={data.expressName} trackingNo={data.trackingNo} />
          </div>
        ) : undefined
      }
    />
  );
}

/** The detail of a master order (`PT…`): the unit paid and cancelled, with links to its shop orders. */
function MasterOrderPage({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const order = useMasterOrder(true, orderNo);
  const navigate = useMallNavigate();
  const { act, busy } = useOrderAction(() => void navigate(ordersPath(), { replace: true }));

  if (order.error) return <ErrorState message={order.error.message} onRetry={() => void order.mutate()} />;
  if (!order.data) return <Skeleton height={480} />;
  const data = order.data;
  const acted: ActedOrder = {
    masterOrderNo: data.orderNo,
    orderNo: '',
    deletable: data.orderList.map((shop) => shop.orderNo),
    lines: data.orderList.flatMap((shop) => shop.orderInfoList),
  };
  return (
    <Stack>
      <OrderDetail
        order={masterDetail(data)}
        onAction={(action) => void act(action, acted)}
        busyAction={busy}
        timeZone={MALL_TIME_ZONE}
        progress={
          <OrderProgress
            times={{ placed: data.createTime, paid: data.payTime, cancelled: data.isCancel ? (data.cancelTime ?? data.createTime) : null }}
            cashOnDelivery={data.payType === 'cod'}
            timeZone={MALL_TIME_ZONE}
          />
        }
      />
      <Section title={intl.formatMessage({ id: 'orderPage.shopOrders' })}>
        <Stack as="ul" gap={2}>
          {data.orderList.map((shop) => (
            <li key={shop.orderNo}>
              <Link href={orderDetailPath(shop.orderNo)} tone="brand">
                <FormattedMessage id="orderPage.shopOrder" values={{ merName: shop.merName, orderNo: shop.orderNo }} />
              </Link>
            </li>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

/**
 * `/order/order_detail?orderNo=`: one order in full (spec §2, §3 Order, §4):
 * a merchant order (`SH…`) with its status and actions, progress bar,
 * order, consignee and delivery fields, the parcel's journey (`order/express`,
 * crmeb-api §4.16), its lines and money; or a master order (`PT…`, as the
 * provider's client shows an unpaid checkout) with its shops' orders.
 */
export default function OrderDetailPage() {
  const intl = useIntl();
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const title = intl.formatMessage({ id: 'page.orderDetail' });
  const known = /^(PT|SH)[0-9]{10,30}$/.test(orderNo);
  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      {!known ? (
        <EmptyState
          title={intl.formatMessage({ id: 'orderPage.missing' })}
          action={
            <Link href={ordersPath()} tone="brand">
              <FormattedMessage id="orders.title" />
            </Link>
          }
        />
      ) : orderNo.startsWith('PT') ? (
        <MasterOrderPage key={orderNo} orderNo={orderNo} />
      ) : (
        <MerchantOrderPage key={orderNo} orderNo={orderNo} />
      )}
    </>
  );
}
