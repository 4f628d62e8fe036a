import { randomBytes, randomInt } from 'node:crypto';

/**
 * Order numbers: a prefix (`PT` master order, `SH` merchant order, `RE` refund), the UTC
 * time to the second, and 8 random digits (crmeb-api §5 prefixes). Readable
 * by support staff, sortable by time, and not guessable in sequence.
 */
export function orderNo(prefix: 'PT' | 'SH' | 'RE', now = new Date()): string {
  const stamp = now.toISOString().replace(/[^0-9]/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** An opaque pre-order number: 128 random bits in hex. */
export function preOrderNo(): string {
  return randomBytes(16).toString('hex');
}
