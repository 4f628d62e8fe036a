import type { AdminRefund, Page } from '@mall/api';
import { money, table, timeText } from '../admin/cliFormat.ts';

/*
 * What `admin refunds …` prints: one line per refund, then the one acted on
 * with its lines and timeline; money in yuan, times in the mall's zone.
 */

const STAGE: Record<AdminRefund['stage'], string> = {
  review: 'under review',
  refused: 'refused',
  awaitingReturn: 'approved, awaiting the return parcel',
  returning: 'return on its way',
  refunding: 'refunding',
  refunded: 'refunded',
  refundedByMerchant: 'refunded by merchant',
};

const TYPE: Record<number, string> = { 1: 'refund only', 2: 'return and refund' };

export function formatRefunds(page: Page<AdminRefund>): string {
  if (page.list.length === 0) return 'No refunds match.';
  const rows = [
    ['REFUND', 'ORDER', 'SHOP', 'STATUS', 'TYPE', 'AMOUNT', 'UNITS', 'ASKED'],
    ...page.list.map((r) => [
      r.refundOrderNo,
      r.merOrderNo,
      `${r.merId} ${r.merName}`,
      `${r.refundStatus} ${STAGE[r.stage]}`,
      TYPE[r.refundType] ?? String(r.refundType),
      money(r.refundPrice),
      String(r.totalNum),
      timeText(r.createTime),
    ]),
  ];
  return `${table(rows)}\nPage ${page.page} of ${Math.max(page.totalPage, 1)} (${page.total} refunds).`;
}

export function formatRefund(refund: AdminRefund): string {
  return [
    `${refund.refundOrderNo} (${refund.merOrderNo}, ${refund.merName}): ${STAGE[refund.stage]}, ${money(refund.refundPrice)} ${TYPE[refund.refundType] ?? ''}`,
    `  reason: ${refund.refundReasonWap}${refund.refundReasonWapExplain ? ` — ${refund.refundReasonWapExplain}` : ''}`,
    ...refund.orderInfoList.map((l) => `  ${l.payNum} × ${l.productName}${l.sku ? ` (${l.sku})` : ''}: ${money(l.refundPrice)}`),
    ...(refund.postagePrice > 0 ? [`  freight: ${money(refund.postagePrice)}`] : []),
    ...(refund.refundChannel ? [`  money back to: ${refund.refundChannel === 'yue' ? 'balance' : refund.refundChannel === 'stripe' ? 'card' : 'cash (offline)'}`] : []),
    ...refund.timeline.map((e) => `  ${timeText(e.time)}  ${e.event} by ${e.actor}${e.note ? `: ${e.note}` : ''}`),
  ].join('\n');
}
