import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { merchantOrder, refundOrder } from '../schema.ts';
import { openRefund } from '../../refund/applyRefund.ts';
import { payBack } from '../../refund/payBack.ts';
import { approveIn, enterReturnIn, refuseIn } from '../../refund/refundActions.ts';
import { numberOf, type DemoOrderRows } from './demoOrders.ts';

/*
 * The demo shopper's refunds, one in each status (the issue "After-sale":
 * seeded so the refund pages are never empty), made by the mall's own refund
 * services in the seed's transaction, at fixed times and with fixed numbers
 * so that two seeds give the same rows:
 * - the fully reviewed order's line: refused (the goods had been used), asked
 *   again, returned and refunded (cash on delivery: recorded as refunded offline);
 * - one of two units of a line of the partly reviewed order: approved, awaiting the return parcel;
 * - the reviewed line of that order: under review. Its automatic approval is
 *   left unset, because the seed's times are in the past and the job runner
 *   would approve it on the mall's first run.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The shopper's account id (seed/demoUser.ts). */
const SHOPPER = 1;

async function shopOrder(tx: Tx, orderNo: string) {
  const [order] = await tx.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
  if (!order) throw new Error(`demo refunds: no order ${orderNo}`);
  return order;
}

/**
 * Writes the demo refunds on the demo orders `rows` (already inserted) in `tx`.
 * @throws {Error} when the demo orders are not as seed/demoOrders.ts makes them.
 */
export async function insertDemoRefunds(tx: Tx, rows: DemoOrderRows): Promise<{ pointsTaken: number }> {
  const [first, second] = rows.shopOrders;
  if (!first?.orderNo || !second?.orderNo) throw new Error('demo refunds: the demo orders are missing');
  const linesOf = (orderNo: string) => rows.lines.filter((l) => l.merOrderNo === orderNo);
  const [reviewedLine, twoUnits] = linesOf(first.orderNo);
  const [onlyLine] = linesOf(second.orderNo);
  if (!reviewedLine || !twoUnits || !onlyLine) throw new Error('demo refunds: the demo order lines are not as expected');

  const start = Date.UTC(2025, 10, 22, 9, 0, 0);
  const request = (n: number, at: number, reason: string, explain: string, items: { orderInfoId: number; num: number }[]) => ({
    userId: SHOPPER,
    items,
    reason,
    explain,
    images: [] as string[],
    byMerchant: false,
    now: new Date(at),
    autoApproveHours: 48,
    type: 2 as const,
    refundNo: numberOf('RE', at, n),
  });

  // Refused, then asked again and refunded after the return.
  const refused = await openRefund(tx, await shopOrder(tx, second.orderNo), request(1, start, '与描述不符', '颜色比图片深', [{ orderInfoId: onlyLine.id, num: 1 }]));
  await refuseIn(tx, refused, '商品已使用，不影响二次销售的情况下才能退货', new Date(start + 5 * HOUR_MS));
  const again = start + DAY_MS;
  const refunded = await openRefund(tx, await shopOrder(tx, second.orderNo), request(2, again, '与描述不符', '颜色与图片不一致，已联系客服', [{ orderInfoId: onlyLine.id, num: 1 }]));
  await approveIn(tx, refunded, {}, new Date(again + 2 * HOUR_MS), 'merchant', '请寄回，运费由店铺承担');
  await enterReturnIn(tx, SHOPPER, { refundOrderNo: refunded, expressName: '顺丰速运', trackingNo: 'SF1357924680' }, new Date(again + 4 * HOUR_MS));
  const paid = await payBack(tx, refunded, 2, {}, new Date(again + 2 * DAY_MS), 'merchant', '已收到退货');
  if (!paid) throw new Error('demo refunds: the refund could not be given back');
  const pointsTaken = paid.pointsTaken;

  // Approved: awaiting the return parcel.
  const awaiting = start + 2 * HOUR_MS;
  const returning = await openRefund(tx, await shopOrder(tx, first.orderNo), request(3, awaiting, '收到商品损坏了', '外包装破损，一件有裂痕', [{ orderInfoId: twoUnits.id, num: 1 }]));
  await approveIn(tx, returning, {}, new Date(awaiting + 3 * HOUR_MS), 'merchant', '请寄回破损的一件');

  // Under review, waiting for the operator.
  const asked = start + 2 * DAY_MS;
  const review = await openRefund(tx, await shopOrder(tx, first.orderNo), request(4, asked, '其它原因', '买多了，想退一件', [{ orderInfoId: reviewedLine.id, num: 1 }]));
  await tx.update(refundOrder).set({ autoApproveAt: null }).where(eq(refundOrder.refundOrderNo, review));
  return { pointsTaken };
}
