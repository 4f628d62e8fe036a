import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AwaitPayOrder, MerchantOrder, OrderCounts, OrderTabValue } from '@mall/api';
import {
  Dialog,
  EmptyState,
  ErrorState,
  OrderCard,
  OrderTabs,
  PageHeading,
  Pagination,
  Skeleton,
  Stack,
  type OrderAction,
  type OrderCardData,
  type OrderTabKey,
  type OrderTabKeyCounts,
} from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { orderDetailPath } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useAwaitPayOrders, useOrderCounts, useOrders } from '../../data/order.ts';
import { canRefundOrder, canReviewOrder } from '../order/afterSale.ts';
import { OrderTrack } from '../order/OrderTrack.tsx';
import { useOrderAction, type ActedOrder } from '../order/useOrderAction.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';

const PAGE_SIZE = 10;

/**
 * The tabs and their `orderStatus` in the URL, the page's source of truth:
 * the provider's numbers for the four it knows (0 to pay, 1 awaiting
 * shipment, 2 awaiting receipt, 3 completed), the mall's 4 for "to review",
 * and no `orderStatus` at all (or an unknown one) for "all". The same
 * numbers are the `type` of `order/list`.
 */
const TAB_STATUS: Record<OrderTabKey, OrderTabValue | undefined> = {
  all: undefined,
  unpaid: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  awaitingReview: 4,
  completed: 3,
};

function tabOf(value: string | null): OrderTabKey {
  const n = value === null || value === '' ? NaN : Number(value);
  return (Object.keys(TAB_STATUS) as OrderTabKey[]).find((key) => TAB_STATUS[key] === n) ?? 'all';
}

/** The tab badges from `order/data`. */
function tabCounts(counts: OrderCounts | undefined): OrderTabKeyCounts | undefined {
  return (
    counts && {
      all: counts.allCount,
      unpaid: counts.unPaidCount,
      awaitingShipment: counts.unShippedCount,
      awaitingReceipt: counts.receivedCount,
      awaitingReview: counts.awaitReplyCount,
      completed: counts.completeCount,
    }
  );
}

/** An unpaid master order as an order card: one card per checkout, its shops listed inside. */
function masterCard(order: AwaitPayOrder): OrderCardData {
  return {
    orderNo: order.orderNo,
    // Shown as a shop count: the card lists each shop with its lines.
    merName: '',
    createTime: order.createTime,
    paid: order.paid,
    payType: order.payType,
    status: 0,
    refundStatus: 0,
    payPrice: order.payPrice,
    payPostage: order.totalPostage,
    totalNum: order.totalNum,
    orderInfoList: order.orderList.flatMap((shop) => shop.orderInfoList),
    shops: order.orderList,
  };
}

/** A merchant order as an order card. */
function merchantCard(order: MerchantOrder): OrderCardData {
  return { ...order, payDeadline: order.payDeadline ?? undefined };
}

/** What the actions of an unpaid master order act on. */
function masterActed(order: AwaitPayOrder): ActedOrder {
  return {
    masterOrderNo: order.orderNo,
    orderNo: '',
    deletable: [],
    lines: order.orderList.flatMap((shop) => shop.orderInfoList),
  };
}

/** What the actions of a merchant order act on. */
function merchantActed(order: MerchantOrder): ActedOrder {
  return {
    masterOrderNo: order.masterOrderNo,
    orderNo: order.orderNo,
    deletable: [order.orderNo],
    lines: order.orderInfoList,
    reviewLines: order.orderInfoList,
  };
}

/** The journey of a shipped order, in a dialog (查看物流). */
function LogisticsDialog({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={orderNo !== null}
      title={intl.formatMessage({ id: 'orderPage.logistics' })}
      onClose={onClose}
      width={640}
    >
      <OrderTrack orderNo={orderNo ?? undefined} />
    </Dialog>
  );
}

/**
 * `/users/order_list?orderStatus=`: the shopper's orders by tab (spec §2,
 * §4 Order statuses; crmeb-wire §8): all, to pay, awaiting shipment,
 * awaiting receipt, to review, completed, each with its count. "To pay"
 * lists master orders (one per checkout, what is paid at once), the others
 * merchant orders. Every card offers the actions of its status (cancel, pay
 * now, confirm receipt, view logistics, delete, buy again, apply for a
 * refund, review: see afterSale.ts); those that
 * change the order ask first. Paged; the tab and page live in the URL.
 */
export default function Orders() {
  const intl = useIntl();
  const navigate = useMallNavigate();
  const panelId = useId();
  const [params, update] = useQueryState();
  const tab = tabOf(params.get('orderStatus'));
  const status = TAB_STATUS[tab];
  const page = pageParam(params);
  // The "to pay" tab lists master orders (what is paid at once), the others merchant orders (crmeb-wire §8).
  const unpaid = useAwaitPayOrders(tab === 'unpaid', page, PAGE_SIZE);
  const merchant = useOrders(tab === 'unpaid' ? null : (status ?? 'all'), page, PAGE_SIZE);
  const orders = tab === 'unpaid' ? unpaid : merchant;
  const counts = useOrderCounts(true);
  const { act, busy } = useOrderAction();
  const [acting, setActing] = useState<string | null>(null);
  const [tracking, setTracking] = useState<string | null>(null);

  async function onAction(action: OrderAction, orderNo: string, acted: ActedOrder) {
    if (action === 'logistics') {
      setTracking(orderNo);
      return;
    }
    if (action === 'detail') {
      await navigate(orderDetailPath(orderNo));
      return;
    }
    setActing(orderNo);
    try {
      await act(action, acted);
    } finally {
      setActing(null);
    }
  }

  const rows = orders.data?.list ?? [];
  return (
    <>
      <title>{intl.formatMessage({ id: 'orders.title' })}</title>
      <PageHeading title={intl.formatMessage({ id: 'orders.title' })} />
      <OrderTabs value={tab} counts={tabCounts(counts.data)} onChange={(next) => update({ orderStatus: TAB_STATUS[next] })} panelId={panelId} />
      <Stack top={4} id={panelId} role="tabpanel" aria-busy={!orders.data && !orders.error ? true : undefined}>
        {orders.error ? (
          <ErrorState message={orders.error.message} onRetry={() => void orders.mutate()} />
        ) : !orders.data ? (
          <>
            <Skeleton height={180} />
            <Skeleton height={180} />
          </>
        ) : rows.length === 0 ? (
          <EmptyState title={intl.formatMessage({ id: 'orders.empty' })} />
        ) : tab === 'unpaid' ? (
          (unpaid.data?.list ?? []).map((order) => (
            <OrderCard
              key={order.orderNo}
              order={masterCard(order)}
              detailHref={orderDetailPath(order.orderNo)}
              onAction={(action) => void onAction(action, order.orderNo, masterActed(order))}
              busyAction={acting === order.orderNo ? busy : null}
              timeZone={MALL_TIME_ZONE}
            />
          ))
        ) : (
          (merchant.data?.list ?? []).map((order) => (
            <OrderCard
              key={order.orderNo}
              order={merchantCard(order)}
              detailHref={orderDetailPath(order.orderNo)}
              onAction={(action) => void onAction(action, order.orderNo, merchantActed(order))}
              busyAction={acting === order.orderNo ? busy : null}
              canRefund={canRefundOrder(order)}
              canReview={canReviewOrder(order)}
              timeZone={MALL_TIME_ZONE}
            />
          ))
        )}
      </Stack>
      <Pagination page={page} total={orders.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => update({ page: next })} />
      <LogisticsDialog orderNo={tracking} onClose={() => setTracking(null)} />
    </>
  );
}
