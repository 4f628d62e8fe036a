import { randomInt } from 'node:crypto';

/** A refund number (`RE`, crmeb-api §5 prefixes): the UTC time to the second and 8 random digits, as order numbers are made. */
export function refundNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/[^0-9]/g, '').slice(0, 14);
  return `RE${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
