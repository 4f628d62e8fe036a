/** Where the bar starts, as a fraction (the library's `minimum`). */
export const PROGRESS_START = 0.08;

/** How far the bar should have crept when `durationMs` has passed: near the end, never done. */
export const PROGRESS_NEAR_END = 0.9;

/**
 * One trickle step of @bprogress/core (`BProgress.inc()` without an amount):
 * big steps first, smaller ones as the bar fills, and never past 0.994.
 */
export function trickleStep(n: number): number {
  const amount = n < 0.2 ? 0.1 : n < 0.5 ? 0.04 : n < 0.8 ? 0.02 : n < 0.99 ? 0.005 : 0;
  return Math.min(n + amount, 0.994);
}

/**
 * The trickle interval (ms) at which the bar reaches {@link PROGRESS_NEAR_END}
 * after `durationMs`, following the library's step curve ({@link trickleStep}).
 * At least 16 ms (one frame).
 * @see spec §9 (progress bar 5000 ms)
 */
export function trickleSpeedFor(durationMs: number, nearEnd = PROGRESS_NEAR_END): number {
  let n = PROGRESS_START;
  let steps = 0;
  // A small epsilon so that floating-point sums (0.52 + 14 × 0.02) count as reached.
  while (n < nearEnd - 1e-9 && steps < 1000) {
    n = trickleStep(n);
    steps += 1;
  }
  return Math.max(16, Math.round(durationMs / Math.max(steps, 1)));
}
