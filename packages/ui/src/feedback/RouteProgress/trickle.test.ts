import { describe, expect, it } from 'vitest';
import { PROGRESS_NEAR_END, PROGRESS_START, trickleSpeedFor, trickleStep } from './trickle.ts';

/** Where the bar is after `ms` of trickling every `speed` ms. */
function after(ms: number, speed: number): number {
  let n = PROGRESS_START;
  for (let t = speed; t <= ms; t += speed) n = trickleStep(n);
  return n;
}

describe('trickleStep', () => {
  it('takes big steps first and small ones near the end', () => {
    expect(trickleStep(0.1)).toBeCloseTo(0.2);
    expect(trickleStep(0.3)).toBeCloseTo(0.34);
    expect(trickleStep(0.6)).toBeCloseTo(0.62);
    expect(trickleStep(0.85)).toBeCloseTo(0.855);
  });

  it('never completes the bar', () => {
    expect(trickleStep(0.992)).toBe(0.992);
    expect(trickleStep(0.989)).toBeLessThanOrEqual(0.994);
  });
});

describe('trickleSpeedFor', () => {
  it('brings the bar near the end around the duration (spec §9: 5000 ms)', () => {
    const speed = trickleSpeedFor(5000);
    expect(speed).toBeGreaterThan(80);
    expect(speed).toBeLessThan(160);
    expect(after(5000, speed)).toBeGreaterThanOrEqual(PROGRESS_NEAR_END - 0.01);
    expect(after(4000, speed)).toBeLessThan(PROGRESS_NEAR_END);
  });

  it('scales with the duration', () => {
    expect(trickleSpeedFor(10_000)).toBeCloseTo(trickleSpeedFor(5000) * 2, -1);
  });

  it('never goes below one frame', () => {
    expect(trickleSpeedFor(0)).toBe(16);
  });
});
