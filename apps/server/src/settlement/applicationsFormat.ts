import type { AdminMerchantApplication, Page } from '@mall/api';
import { table, timeText } from '../admin/cliFormat.ts';
import { oneLine } from '../review/reviewsFormat.ts';

/*
 * What `admin applications …` prints: one line per application, then the one
 * shown or answered with its contacts, pictures and the decision; times in
 * the mall's zone. What the applicant typed is printed on one line with
 * control characters blanked, so no application can move the cursor or
 * recolour the operator's terminal.
 */

/** Applicant's text: one line, no control characters. */
const t = (text: string, max = 200) => oneLine(text, max);

const STATUS: Record<number, string> = { 1: 'pending', 2: 'approved', 3: 'rejected' };

export function formatApplications(page: Page<AdminMerchantApplication>): string {
  if (page.list.length === 0) return 'No applications match.';
  const rows = [
    ['ID', 'STATUS', 'NAME', 'CATEGORY', 'TYPE', 'EMAIL', 'SHOPPER', 'APPLIED'],
    ...page.list.map((a) => [
      String(a.id),
      STATUS[a.auditStatus] ?? String(a.auditStatus),
      t(a.name, 30),
      a.categoryName,
      a.typeName,
      t(a.email, 40),
      String(a.uid),
      timeText(a.createTime),
    ]),
  ];
  return `${table(rows)}\nPage ${page.page} of ${Math.max(page.totalPage, 1)} (${page.total} applications).`;
}

export function formatApplication(a: AdminMerchantApplication): string {
  return [
    `Application ${a.id}: ${t(a.name)} — ${STATUS[a.auditStatus] ?? a.auditStatus}${a.merId ? ` (shop ${a.merId})` : ''}`,
    `  category: ${a.categoryName} (fee ${(a.handlingFee / 100).toFixed(2)} %), type: ${a.typeName}`,
    `  contact: ${t(a.realName)}, ${t(a.email)}${a.phone ? `, +${a.countryCode} ${a.phone}` : ''}`,
    `  address: ${t(a.address)}`,
    ...(a.keywords ? [`  keywords: ${t(a.keywords)}`] : []),
    `  pictures: ${t(a.qualificationPicture.join(' '), 4000)}`,
    `  shopper ${a.uid}, applied ${timeText(a.createTime)}, updated ${timeText(a.updateTime)}${a.auditTime ? `, answered ${timeText(a.auditTime)}` : ''}`,
    ...(a.denialReason ? [`  reason: ${t(a.denialReason, 300)}`] : []),
  ].join('\n');
}
