import { and, asc, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type {
  AdminRefund,
  AdminRefundsInput,
  Page,
  RefundEvent,
  RefundLine,
  RefundOrder,
  RefundOrderDetail,
  RefundStatusValue,
  RefundTypeValue,
} from '@mall/api';
import { toPage } from '../catalog/goodsQuery.ts';
import type { Db, Tx } from '../db/client.ts';
import { merchant, orderItem, refundEvent, refundItem, refundOrder } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { refundStage } from './refundStage.ts';

/**
 * Reading refunds: the shopper's list and detail (crmeb-api §4.9
 * `refund/list`, `refund/detail`) and the operator's list.
 */

type RefundRow = typeof refundOrder.$inferSelect & { merName: string };

const refundColumns = { refund: refundOrder, merName: merchant.name };

async function linesOf(db: Db | Tx, refundNos: string[]): Promise<Map<string, RefundLine[]>> {
  const byRefund = new Map<string, RefundLine[]>();
  if (refundNos.length === 0) return byRefund;
  const rows = await db
    .select({
      refundOrderNo: refundItem.refundOrderNo,
      id: orderItem.id,
      productId: orderItem.productId,
      productName: orderItem.productName,
      image: orderItem.image,
      sku: orderItem.sku,
      price: orderItem.price,
      payNum: refundItem.num,
      refundPrice: refundItem.refundPrice,
    })
    .from(refundItem)
    .innerJoin(orderItem, eq(orderItem.id, refundItem.orderItemId))
    .where(inArray(refundItem.refundOrderNo, refundNos))
    .orderBy(asc(refundItem.id));
  for (const { refundOrderNo, ...line } of rows) {
    const list = byRefund.get(refundOrderNo) ?? [];
    list.push(line);
    byRefund.set(refundOrderNo, list);
  }
  return byRefund;
}

async function timelinesOf(db: Db | Tx, refundNos: string[]): Promise<Map<string, RefundEvent[]>> {
  const byRefund = new Map<string, RefundEvent[]>();
  if (refundNos.length === 0) return byRefund;
  const rows = await db.select().from(refundEvent).where(inArray(refundEvent.refundOrderNo, refundNos)).orderBy(asc(refundEvent.id));
  for (const row of rows) {
    const list = byRefund.get(row.refundOrderNo) ?? [];
    list.push({
      event: row.event as RefundEvent['event'],
      status: row.status as RefundStatusValue,
      actor: row.actor as RefundEvent['actor'],
      note: row.note,
      time: row.createdAt,
    });
    byRefund.set(row.refundOrderNo, list);
  }
  return byRefund;
}

function summaryOf(row: RefundRow, lines: RefundLine[]): RefundOrder {
  return {
    id: row.id,
    refundOrderNo: row.refundOrderNo,
    merOrderNo: row.merOrderNo,
    masterOrderNo: row.masterOrderNo,
    merId: row.merId,
    merName: row.merName,
    refundType: row.refundType as RefundTypeValue,
    refundStatus: row.refundStatus as RefundStatusValue,
    stage: refundStage(row),
    totalNum: row.totalNum,
    refundPrice: row.refundPrice,
    createTime: row.createdAt,
    orderInfoList: lines,
  };
}

function detailOf(row: RefundRow, lines: RefundLine[], timeline: RefundEvent[]): AdminRefund {
  return {
    ...summaryOf(row, lines),
    refundReasonWap: row.reason,
    refundReasonWapExplain: row.explain,
    refundReasonWapImg: row.images,
    refundReason: row.merchantNote,
    goodsPrice: row.goodsPrice,
    postagePrice: row.postagePrice,
    useIntegralBack: row.useIntegralBack,
    returnExpressName: row.returnExpressName,
    returnTrackingNo: row.returnTrackingNo,
    refundTime: row.refundTime,
    autoApproveAt: row.refundStatus === 0 ? row.autoApproveAt : null,
    refundChannel: row.refundChannel,
    timeline,
    uid: row.userId,
    byMerchant: row.byMerchant,
  };
}

async function rowsWhere(db: Db | Tx, where: SQL | undefined, page = 1, limit = 10): Promise<{ rows: RefundRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(refundColumns)
      .from(refundOrder)
      .innerJoin(merchant, eq(merchant.id, refundOrder.merId))
      .where(where)
      .orderBy(desc(refundOrder.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(refundOrder).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.refund, merName: r.merName })), total: counted?.n ?? 0 };
}

/** The shopper's refunds, newest first (`GET /api/front/order/refund/list`). */
export async function listRefunds(db: Db, userId: number, page = 1, limit = 10): Promise<Page<RefundOrder>> {
  const { rows, total } = await rowsWhere(db, eq(refundOrder.userId, userId), page, limit);
  const lines = await linesOf(
    db,
    rows.map((r) => r.refundOrderNo),
  );
  return toPage(
    rows.map((row) => summaryOf(row, lines.get(row.refundOrderNo) ?? [])),
    total,
    page,
    limit,
  );
}

/**
 * One refund with its lines and timeline, read in `db` or a transaction;
 * only the shopper's when `userId` is given.
 * @throws {HttpError} 404 `refund.notFound` for an unknown refund or someone else's.
 */
export async function refundDetail(db: Db | Tx, refundOrderNo: string, userId?: number): Promise<AdminRefund> {
  const { rows } = await rowsWhere(
    db,
    and(eq(refundOrder.refundOrderNo, refundOrderNo), userId === undefined ? undefined : eq(refundOrder.userId, userId)),
    1,
    1,
  );
  const row = rows[0];
  if (!row) throw notFound('refund.notFound', { refundOrderNo });
  const [lines, timeline] = await Promise.all([linesOf(db, [refundOrderNo]), timelinesOf(db, [refundOrderNo])]);
  return detailOf(row, lines.get(refundOrderNo) ?? [], timeline.get(refundOrderNo) ?? []);
}

/** The shopper's view of a refund: the detail without the operator's fields. */
export async function shopperRefundDetail(db: Db | Tx, refundOrderNo: string, userId: number): Promise<RefundOrderDetail> {
  const { uid: _uid, byMerchant: _byMerchant, ...detail } = await refundDetail(db, refundOrderNo, userId);
  return detail;
}

/** Every shop's refunds, newest first, by status, shop, or the start of a refund or merchant order number (`GET /api/admin/refunds`). */
export async function listAdminRefunds(db: Db, input: AdminRefundsInput = {}): Promise<Page<AdminRefund>> {
  const page = input.page ?? 1;
  const limit = input.limit ?? 10;
  const numberFilter = input.orderNo
    ? input.orderNo.startsWith('RE')
      ? like(refundOrder.refundOrderNo, `${input.orderNo}%`)
      : like(refundOrder.merOrderNo, `${input.orderNo}%`)
    : undefined;
  const where = and(
    input.status === undefined ? undefined : eq(refundOrder.refundStatus, input.status),
    input.merId === undefined ? undefined : eq(refundOrder.merId, input.merId),
    numberFilter,
  );
  const { rows, total } = await rowsWhere(db, where, page, limit);
  const nos = rows.map((r) => r.refundOrderNo);
  const [lines, timelines] = await Promise.all([linesOf(db, nos), timelinesOf(db, nos)]);
  return toPage(
    rows.map((row) => detailOf(row, lines.get(row.refundOrderNo) ?? [], timelines.get(row.refundOrderNo) ?? [])),
    total,
    page,
    limit,
  );
}
