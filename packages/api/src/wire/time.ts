/**
 * Times as the provider writes them: `yyyy-MM-dd HH:mm:ss`, wall-clock time in
 * the mall's zone, no offset (crmeb-wire.md "dt").
 */

/** The zone wire times are written in unless a mall says otherwise (the provider's shop time zone). */
export const DEFAULT_WIRE_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields of an instant in a zone. */
function wallClock(epochMs: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `2025-03-14 14:32:08` for an instant, in `timeZone`. @throws {RangeError} for an invalid date or unknown zone. */
export function formatWireDateTime(date: Date, timeZone: string): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError('formatWireDateTime: invalid date');
  const w = wallClock(ms, timeZone);
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

const WIRE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant a wire time names in `timeZone`. Accepts `yyyy-MM-dd HH:mm:ss`,
 * `yyyy-MM-dd HH:mm` and `yyyy-MM-dd` (midnight); a text with an offset or `Z`
 * (ISO 8601) is read as the instant it states. Anything else is an invalid Date.
 */
export function parseWireDateTime(text: string, timeZone: string): Date {
  const match = WIRE_TIME.exec(String(text).trim());
  if (!match) return new Date(String(text));
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The offset at the wall time read as UTC is right except within a daylight-saving change; one more look settles it.
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}
