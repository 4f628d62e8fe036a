/**
 * Arithmetic of the "pay within" countdown of an unpaid order, kept apart
 * from timers so it can be tested without a clock.
 * @see crmeb-api §6 rule 7 (an unpaid master order is cancelled `order_cancel_time` hours after it was placed)
 */

/** How often the countdown reads the clock, ms: under a second, so the text turns close to each whole second. */
export const PAY_COUNTDOWN_TICK_MS = 250;

/** Whole seconds from `now` to `deadline` (both ms on the same clock), rounded up, never below 0. */
export function payTimeLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds as `H:MM:SS` (`1:59:30`), or `MM:SS` under an hour (`04:05`):
 * digits only, so every locale reads it alike. Negative input reads `00:00`.
 */
export function formatPayTimeLeft(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
