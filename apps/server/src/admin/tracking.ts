import { eq } from 'drizzle-orm';
import type { AdminTrackInput, OrderExpress } from '@mall/api';
import type { Db, Tx } from '../db/client.ts';
import { merchantOrder, orderLogistics, type LogisticsTrace } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { writeAudit, type Actor } from './audit.ts';
import { toSecond } from './shipping.ts';

/** How far ahead of the server's clock a point's time may be (clocks of other machines drift), ms. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The logistics record of a merchant order shipped by express, as the
 * storefront's tracking reads it (crmeb-api §4.7 OrderLogistics, §4.16), or
 * null when it was not shipped by express.
 */
export async function readLogistics(db: Db | Tx, orderNo: string): Promise<OrderExpress | null> {
  const [row] = await db
    .select({ logistics: orderLogistics, courier: merchantOrder.deliveryName, courierPhone: merchantOrder.deliveryPhone })
    .from(orderLogistics)
    .innerJoin(merchantOrder, eq(merchantOrder.orderNo, orderLogistics.merOrderNo))
    .where(eq(orderLogistics.merOrderNo, orderNo))
    .limit(1);
  if (!row) return null;
  const l = row.logistics;
  return {
    orderNo: l.merOrderNo,
    expName: l.expName,
    expNo: l.expNo,
    expCode: l.expCode,
    logisticsInfo: l.traces.map((t) => ({ AcceptStation: t.AcceptStation, AcceptTime: new Date(t.AcceptTime) })),
    state: l.state,
    courier: row.courier,
    courierPhone: row.courierPhone,
    updateTime: l.updatedAt,
  };
}

/** The state a new point leaves the shipment in: the one given; else "in transit" after "none yet" or "picked up"; else as it was. */
function nextState(current: number, given: number | undefined): number {
  if (given !== undefined) return given;
  return current === 0 || current === 1 ? 2 : current;
}

/**
 * Adds one point to the track of a merchant order shipped by express
 * (`POST /api/admin/orders/{SH…}/track`, `admin orders track`) and sets the
 * shipment's state (crmeb-api §4.16). Points stay oldest first: a point may
 * not be older than the last one, nor in the future. Concurrency (ADR 0009,
 * pattern 2): the logistics row is locked (`FOR UPDATE`) as the first step,
 * before its points are read and written back with the new one, so two
 * points added at once are both kept, one after the other. Audited in the
 * same transaction.
 * @param now the server's clock (tests move it); the point's time when `input.time` is absent.
 * @returns the logistics record after the point.
 * @throws {HttpError} 404 `order.notFound`; 400 naming `orderNo` for an order
 * not shipped by express; 400 naming `time` for an impossible, future or out-of-order time.
 */
export async function addTrackPoint(db: Db, actor: Actor, orderNo: string, input: AdminTrackInput, now = new Date()): Promise<OrderExpress> {
  const time = toSecond(input.time ?? now);
  if (Number.isNaN(time.getTime())) throw badRequest('admin.invalidTime', {}, 'time');
  if (time.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest('admin.traceInFuture', {}, 'time');
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ orderNo: merchantOrder.orderNo }).from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo)).limit(1);
    if (!order) throw notFound('order.notFound', { orderNo });
    const [current] = await tx.select().from(orderLogistics).where(eq(orderLogistics.merOrderNo, orderNo)).for('update');
    if (!current) throw badRequest('admin.notExpress', {}, 'orderNo');
    const last = current.traces.at(-1);
    if (last && time.getTime() < new Date(last.AcceptTime).getTime()) {
      throw badRequest('admin.traceBeforeLast', { last: last.AcceptTime }, 'time');
    }
    const point: LogisticsTrace = { AcceptStation: input.station.trim(), AcceptTime: time.toISOString() };
    const state = nextState(current.state, input.state);
    await tx
      .update(orderLogistics)
      .set({ traces: [...current.traces, point], state, updatedAt: now })
      .where(eq(orderLogistics.merOrderNo, orderNo));
    await writeAudit(
      tx,
      actor,
      {
        action: 'order.track',
        target: orderNo,
        before: { state: current.state, points: current.traces.length },
        after: { state, points: current.traces.length + 1, station: point.AcceptStation, time: point.AcceptTime },
      },
      now,
    );
  });
  return (await readLogistics(db, orderNo))!;
}
