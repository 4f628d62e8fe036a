import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { AwaitPayOrder, MerchantOrder, OrderTabValue } from '@mall/api';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  OrderCard,
  OrderTabs,
  type OrderCardData,
  PageHeading,
  Pagination,
  SERVER_ACTION_GUARD_MS,
  Skeleton,
  formatMoney,
  toast,
  useCurrencySymbol,
} from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { ORDER_READS, useAwaitPayOrders, useOrderCounts, useOrders } from '../../data/order.ts';
import { useRevalidate } from '../../data/useApi.ts';
import { useSession } from '../../state/SessionContext.tsx';

const PAGE_SIZE = 10;

/** Layout glue: the order cards one under another. */
const List = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]}px;
  margin-top: ${(p) => p.theme.space[4]}px;
`;

function asTab(value: string | null): OrderTabValue {
  const n = Number(value);
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : 0;
}

/** What the pay dialog needs of an order: the master order number that is paid, and its amount in cents. */
interface Payable {
  masterOrderNo: string;
  payPrice: number;
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

/** `/users/order_list?orderStatus=`: the shopper's orders by tab (spec §2, §4 Order statuses). */
export default function Orders() {
  const intl = useIntl();
  const api = useApiClient();
  const session = useSession();
  const revalidate = useRevalidate();
  const currency = useCurrencySymbol();
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('orderStatus'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  // The "to pay" tab lists master orders (what is paid at once), the others merchant orders (crmeb-wire §8).
  const unpaid = useAwaitPayOrders(tab === 0, page, PAGE_SIZE);
  const shipped = useOrders(true, tab === 0 ? null : tab, page, PAGE_SIZE);
  const orders = tab === 0 ? unpaid : shipped;
  const counts = useOrderCounts(true);
  const [paying, setPaying] = useState<Payable | null>(null);
  const [payBusy, setPayBusy] = useState(false);

  async function pay(order: Payable) {
    setPayBusy(true);
    try {
      await api.request('POST /api/front/pay/payment', { body: { orderNo: order.masterOrderNo, payType: 'yue', payChannel: 'pc' } });
      toast.success(intl.formatMessage({ id: 'toast.paid' }));
      session.refresh();
    } catch {
      // Shown by the client.
    } finally {
      setPayBusy(false);
      setPaying(null);
      await revalidate(...ORDER_READS);
    }
  }

  return (
    <>
      <title>{intl.formatMessage({ id: 'orders.title' })}</title>
      <PageHeading title={intl.formatMessage({ id: 'orders.title' })} />
      <OrderTabs value={tab} counts={counts.data} onChange={(next) => setParams({ orderStatus: String(next) })} />
      <List>
        {orders.error ? (
          <ErrorState message={orders.error.message} onRetry={() => void orders.mutate()} />
        ) : !orders.data ? (
          <>
            <Skeleton height={180} />
            <Skeleton height={180} />
          </>
        ) : orders.data.list.length === 0 ? (
          <EmptyState title={intl.formatMessage({ id: 'orders.empty' })} />
        ) : (
          tab === 0 && unpaid.data
            ? unpaid.data.list.map((order) => (
                <OrderCard
                  key={order.orderNo}
                  order={masterCard(order)}
                  timeZone={MALL_TIME_ZONE}
                  onPay={() => setPaying({ masterOrderNo: order.orderNo, payPrice: order.payPrice })}
                />
              ))
            : (shipped.data?.list ?? []).map((order: MerchantOrder) => (
                <OrderCard
                  key={order.orderNo}
                  order={order}
                  timeZone={MALL_TIME_ZONE}
                  onPay={order.paid ? undefined : () => setPaying(order)}
                />
              ))
        )}
      </List>
      <Pagination
        page={page}
        total={orders.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onChange={(next) => setParams({ orderStatus: String(tab), page: String(next) })}
      />
      <Dialog
        open={paying !== null}
        title={intl.formatMessage({ id: 'orders.payTitle' })}
        onClose={() => setPaying(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPaying(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button loading={payBusy} repeatGuardMs={SERVER_ACTION_GUARD_MS} onClick={() => paying && void pay(paying)}>
              <FormattedMessage id="orders.pay" />
            </Button>
          </>
        }
      >
        {paying && (
          <FormattedMessage id="orders.payBody" values={{ amount: formatMoney(paying.payPrice, intl.locale, currency) }} />
        )}
      </Dialog>
    </>
  );
}
