/**
 * Arithmetic of the send-code countdown, kept apart from timers so it can be
 * tested without a clock.
 * @see spec §4 Send-code button, §9 (code resend countdown 60 s)
 */

/** How long the button waits before a code may be requested again, seconds (spec §9; the server's `CODE_RESEND_SECONDS`, checked by `rules.test.ts`). */
export const SEND_CODE_COUNTDOWN_SECONDS = 60;

/**
 * How often the countdown looks at the clock, ms. Shorter than a second so
 * the text changes close to each whole second; the text itself comes from
 * the clock, not from counting ticks (see {@link secondsLeft}).
 */
export const COUNTDOWN_TICK_MS = 250;

/**
 * Whole seconds left until `endsAt`, both in ms on the same clock, rounded
 * up (59.2 s left reads 60), never below 0. Worked out from the clock rather
 * than by counting ticks, so the countdown stays right when a background tab
 * runs timers late.
 */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
