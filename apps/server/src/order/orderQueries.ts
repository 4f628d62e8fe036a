import { and, count, desc, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type {
  AwaitPayOrder,
  MasterOrderDetail,
  MerchantOrder,
  MerchantOrderDetail,
  OrderCounts,
  OrderExpress,
  OrderItem,
  OrderStatusValue,
  OrderTabValue,
  Page,
  PayChannelValue,
  PayTypeValue,
} from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { masterOrder, merchant, merchantOrder, orderItem } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** Cash-on-delivery orders ship unpaid: they wait for shipment, not for payment. */
const cashOnDelivery = eq(masterOrder.payType, 'cod');

/** Which merchant orders each tab of the order list holds (crmeb-api §5 order-list type). */
export function tabCondition(tab: OrderTabValue): SQL {
  switch (tab) {
    case 0:
      return and(eq(merchantOrder.paid, false), not(cashOnDelivery), eq(merchantOrder.status, 0), eq(masterOrder.isCancel, false))!;
    case 1:
      return and(
        or(eq(merchantOrder.paid, true), cashOnDelivery),
        eq(merchantOrder.status, 0),
        eq(merchantOrder.refundStatus, 0),
        eq(masterOrder.isCancel, false),
      )!;
    case 2:
      return and(eq(merchantOrder.status, 1), eq(merchantOrder.refundStatus, 0))!;
    case 3:
      return and(eq(merchantOrder.paid, true), eq(merchantOrder.status, 3), eq(merchantOrder.refundStatus, 0))!;
  }
}

const mine = (userId: number) => and(eq(merchantOrder.userId, userId), eq(merchantOrder.isUserDel, false));

const orderColumns = {
  order: merchantOrder,
  merName: merchant.name,
  payType: masterOrder.payType,
  master: masterOrder,
};

type OrderRow = { order: typeof merchantOrder.$inferSelect; merName: string; payType: string; master: typeof masterOrder.$inferSelect };

/** Lines of the given merchant orders, by order number. */
async function itemsOf(db: Db, orderNos: string[]): Promise<Map<string, OrderItem[]>> {
  const byOrder = new Map<string, OrderItem[]>();
  if (orderNos.length === 0) return byOrder;
  const rows = await db.select().from(orderItem).where(inArray(orderItem.merOrderNo, orderNos)).orderBy(orderItem.id);
  for (const r of rows) {
    const list = byOrder.get(r.merOrderNo) ?? [];
    byOrder.set(r.merOrderNo, list);
    list.push({
      id: r.id,
      merOrderNo: r.merOrderNo,
      productId: r.productId,
      productName: r.productName,
      image: r.image,
      attrValueId: r.skuId,
      sku: r.sku,
      price: r.price,
      payNum: r.quantity,
      isReply: r.isReply,
    });
  }
  return byOrder;
}

function toMerchantOrder(row: OrderRow, items: OrderItem[]): MerchantOrder {
  const o = row.order;
  return {
    id: o.id,
    orderNo: o.orderNo,
    masterOrderNo: o.masterOrderNo,
    merId: o.merId,
    merName: row.merName,
    createTime: o.createdAt,
    paid: o.paid,
    payTime: o.payTime ?? null,
    payType: row.payType as PayTypeValue,
    status: (row.master.isCancel ? 9 : o.status) as OrderStatusValue,
    refundStatus: o.refundStatus,
    totalNum: o.totalNum,
    proTotalPrice: o.proTotalPrice,
    payPostage: o.totalPostage,
    couponPrice: o.couponPrice,
    payPrice: o.payPrice,
    orderInfoList: items,
  };
}

function ordersQuery(db: Db) {
  return db
    .select(orderColumns)
    .from(merchantOrder)
    .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
    .innerJoin(merchant, eq(merchant.id, merchantOrder.merId));
}

/** One tab of the shopper's merchant orders, newest first (crmeb-api §4.7 `/order/list`). */
export async function listOrders(db: Db, userId: number, tab: OrderTabValue, page = 1, limit = 10): Promise<Page<MerchantOrder>> {
  const where = and(mine(userId), tabCondition(tab));
  const [rows, [counted]] = await Promise.all([
    ordersQuery(db).where(where).orderBy(desc(merchantOrder.createdAt), desc(merchantOrder.id)).limit(limit).offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(merchantOrder)
      .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
      .where(where),
  ]);
  const items = await itemsOf(db, rows.map((r) => r.order.orderNo));
  return toPage(
    rows.map((r) => toMerchantOrder(r, items.get(r.order.orderNo) ?? [])),
    counted?.total ?? 0,
    page,
    limit,
  );
}

/**
 * One of the shopper's merchant orders with delivery details (crmeb-api §4.7 `/order/detail`).
 * @throws {HttpError} 404 for an order that does not exist or is someone else's.
 */
export async function getOrderDetail(db: Db, userId: number, orderNo: string): Promise<MerchantOrderDetail> {
  const [row] = await ordersQuery(db).where(and(mine(userId), eq(merchantOrder.orderNo, orderNo))).limit(1);
  if (!row) throw notFound('order.notFound', { orderNo });
  const items = await itemsOf(db, [orderNo]);
  return {
    ...toMerchantOrder(row, items.get(orderNo) ?? []),
    realName: row.master.realName,
    userPhone: row.master.userPhone,
    userAddress: row.master.userAddress,
    email: row.master.email,
    userRemark: row.order.userRemark,
  };
}

/**
 * One of the shopper's master orders, the unit of payment, with its merchant orders.
 * @throws {HttpError} 404 for an order that does not exist or is someone else's.
 */
export async function getMasterOrderDetail(db: Db, userId: number, orderNo: string): Promise<MasterOrderDetail> {
  const [master] = await db
    .select()
    .from(masterOrder)
    .where(and(eq(masterOrder.orderNo, orderNo), eq(masterOrder.userId, userId)))
    .limit(1);
  if (!master) throw notFound('order.notFound', { orderNo });
  const rows = await ordersQuery(db).where(eq(merchantOrder.masterOrderNo, orderNo)).orderBy(merchantOrder.id);
  const items = await itemsOf(db, rows.map((r) => r.order.orderNo));
  return {
    orderNo: master.orderNo,
    createTime: master.createdAt,
    paid: master.paid,
    payTime: master.payTime ?? null,
    payType: master.payType as PayTypeValue,
    isCancel: master.isCancel,
    totalNum: master.totalNum,
    proTotalPrice: master.proTotalPrice,
    totalPostage: master.totalPostage,
    payPostage: master.totalPostage,
    // Coupons at checkout are not taken yet: no order carries one.
    couponId: 0,
    couponPrice: master.couponPrice,
    payPrice: master.payPrice,
    realName: master.realName,
    userPhone: master.userPhone,
    userAddress: master.userAddress,
    email: master.email,
    mark: master.mark,
    userRemark: master.mark,
    orderList: rows.map((r) => toMerchantOrder(r, items.get(r.order.orderNo) ?? [])),
  };
}

/**
 * The shopper's master orders waiting for payment, newest first, each with
 * its shops and lines (crmeb-api §4.7 `/order/await/pay/list`): unpaid, not
 * cancelled, not cash on delivery (those wait for shipment instead).
 */
export async function listAwaitPayOrders(db: Db, userId: number, page = 1, limit = 10): Promise<Page<AwaitPayOrder>> {
  const where = and(eq(masterOrder.userId, userId), eq(masterOrder.paid, false), eq(masterOrder.isCancel, false), not(cashOnDelivery));
  const [masters, [counted]] = await Promise.all([
    db
      .select()
      .from(masterOrder)
      .where(where)
      .orderBy(desc(masterOrder.createdAt), desc(masterOrder.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(masterOrder).where(where),
  ]);
  const shops =
    masters.length === 0
      ? []
      : await ordersQuery(db)
          .where(inArray(merchantOrder.masterOrderNo, masters.map((m) => m.orderNo)))
          .orderBy(merchantOrder.id);
  const items = await itemsOf(db, shops.map((r) => r.order.orderNo));
  return toPage(
    masters.map((m) => ({
      id: m.id,
      orderNo: m.orderNo,
      createTime: m.createdAt,
      totalNum: m.totalNum,
      payPrice: m.payPrice,
      totalPostage: m.totalPostage,
      paid: m.paid,
      payType: m.payType as PayTypeValue,
      payChannel: m.payChannel as PayChannelValue,
      redirect: '',
      orderList: shops
        .filter((r) => r.order.masterOrderNo === m.orderNo)
        .map((r) => ({ merId: r.order.merId, merName: r.merName, orderInfoList: items.get(r.order.orderNo) ?? [] })),
    })),
    counted?.total ?? 0,
    page,
    limit,
  );
}

/**
 * Tracking of one of the shopper's merchant orders (crmeb-api §4.7
 * `/order/express`): null while it is not shipped, and no order is shipped yet,
 * as the mall has no shipping by merchants.
 * @throws {HttpError} 404 for an order that does not exist or is someone else's.
 */
export async function getOrderExpress(db: Db, userId: number, orderNo: string): Promise<OrderExpress | null> {
  const [row] = await db.select({ id: merchantOrder.id }).from(merchantOrder).where(and(mine(userId), eq(merchantOrder.orderNo, orderNo))).limit(1);
  if (!row) throw notFound('order.notFound', { orderNo });
  return null;
}

/** How many merchant orders each tab holds (crmeb-api §4.7 `/order/data`). */
export async function countOrders(db: Db, userId: number): Promise<OrderCounts> {
  const tabs = [0, 1, 2, 3] as const;
  const counts = await Promise.all(
    tabs.map(async (tab) => {
      const [row] = await db
        .select({ total: count() })
        .from(merchantOrder)
        .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
        .where(and(mine(userId), tabCondition(tab)));
      return row?.total ?? 0;
    }),
  );
  return { unPaidCount: counts[0]!, unShippedCount: counts[1]!, receivedCount: counts[2]!, completeCount: counts[3]! };
}
