/**
 * How the order pages write an instant: date and time to the minute, 24-hour,
 * in the locale's order (2025/03/14 14:32, 03/14/2025, 14:32, 14/03/2025 14:32).
 */
import type { IntlShape } from 'react-intl';

/** The `Intl.DateTimeFormat` options of {@link formatOrderTime}, without the zone. */
export const ORDER_TIME_FORMAT = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * An instant as date and time to the minute, in the locale of `intl` and the
 * IANA `timeZone` (the runtime's when omitted).
 */
export function formatOrderTime(intl: IntlShape, instant: Date, timeZone?: string): string {
  return intl.formatDate(instant, { ...ORDER_TIME_FORMAT, timeZone });
}
