import { DEFAULT_WIRE_TIME_ZONE, formatWireDateTime, type AdminOrder, type AuditEntry, type OrderExpress, type Page } from '@mall/api';
import type { OperatorAccount } from './operators.ts';

/*
 * What the command line prints: one line per order, account or audit entry,
 * times in the mall's zone as the API writes them, money in yuan.
 */

const STATUS: Record<number, string> = { 0: 'awaiting shipment', 1: 'awaiting receipt', 2: 'received', 3: 'completed', 9: 'cancelled' };

/** `2026-05-01 10:00:00` in the mall's zone; '-' for none. */
export function timeText(date: Date | null | undefined): string {
  return date ? formatWireDateTime(date, DEFAULT_WIRE_TIME_ZONE) : '-';
}

/** Cents as `¥12.34`. */
export function money(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}

/** How an order left: `express SF SF1234567890`, `courier Li Lei +86 138…`, `virtual`, or '-'. */
export function deliveryText(order: Pick<AdminOrder, 'deliveryType' | 'expressName' | 'trackingNo' | 'deliveryName' | 'deliveryPhone'>): string {
  switch (order.deliveryType) {
    case 'express':
      return `express ${order.expressName} ${order.trackingNo}`;
    case 'send':
      return `courier ${order.deliveryName} ${order.deliveryPhone}`;
    case 'noNeed':
      return 'virtual';
    default:
      return '-';
  }
}

/** The status as words, with why an order awaiting shipment cannot be shipped yet. */
export function statusText(order: AdminOrder): string {
  const words = STATUS[order.status] ?? String(order.status);
  if (order.status === 0 && !order.shippable && !order.isCancel) return `${words} (unpaid: cannot ship yet)`;
  if (order.isCancel && order.status !== 9) return `${words} (master cancelled)`;
  return words;
}

/**
 * Rows as columns two spaces apart, every column but the last padded to its
 * widest cell; widths count characters (code points), so a shop name in
 * Chinese or Thai lines up as well as a terminal's font allows.
 */
export function table(rows: string[][]): string {
  const width = (cell: string) => Array.from(cell).length;
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => width(r[i]!))));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell + ' '.repeat(widths[i]! - width(cell)))).join('  ')).join('\n');
}

export function formatOrders(page: Page<AdminOrder>): string {
  if (page.list.length === 0) return 'No orders match.';
  const rows = [
    ['ORDER', 'SHOP', 'STATUS', 'PAY', 'AMOUNT', 'PLACED', 'DELIVERY'],
    ...page.list.map((o) => [
      o.orderNo,
      `${o.merId} ${o.merName}`,
      `${o.status} ${statusText(o)}`,
      `${o.payType}${o.paid ? ' paid' : ''}`,
      money(o.payPrice),
      timeText(o.createTime),
      deliveryText(o),
    ]),
  ];
  return `${table(rows)}\nPage ${page.page} of ${Math.max(page.totalPage, 1)} (${page.total} orders).`;
}

export function formatShipped(order: AdminOrder): string {
  return [
    `Shipped ${order.orderNo} (${order.merName}): ${deliveryText(order)}`,
    `  to ${order.realName} ${order.userPhone}, ${order.userAddress}`,
    `  shipped ${timeText(order.deliveryTime)}; received automatically on ${timeText(order.autoReceiptAt)} unless the shopper confirms first`,
  ].join('\n');
}

export function formatTrack(express: OrderExpress): string {
  const points = express.logisticsInfo.map((t) => `  ${timeText(t.AcceptTime)}  ${t.AcceptStation}`);
  return [`${express.orderNo}: ${express.expName} ${express.expNo}, state ${express.state}`, ...points].join('\n');
}

export function formatOperators(accounts: OperatorAccount[]): string {
  if (accounts.length === 0) return 'No operators yet. Create one: admin operator create --email you@example.com';
  return table([
    ['ID', 'EMAIL', 'CREATED', 'LAST SIGN-IN'],
    ...accounts.map((a) => [String(a.id), a.email, timeText(a.createdAt), timeText(a.lastLoginAt)]),
  ]);
}

export function formatAudit(page: Page<AuditEntry>): string {
  if (page.list.length === 0) return 'The audit log has no entries here.';
  const lines = page.list.map(
    (e) =>
      `${timeText(e.createTime)}  ${e.via.padEnd(3)}  ${(e.operatorEmail ?? '(no account)').padEnd(24)}  ${e.action.padEnd(17)}  ${e.target}\n` +
      `    before ${JSON.stringify(e.before)}\n    after  ${JSON.stringify(e.after)}`,
  );
  return `${lines.join('\n')}\nPage ${page.page} of ${Math.max(page.totalPage, 1)} (${page.total} entries).`;
}
