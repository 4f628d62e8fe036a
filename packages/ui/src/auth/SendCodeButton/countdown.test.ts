import { describe, expect, it } from 'vitest';
import { SEND_CODE_COUNTDOWN_SECONDS, secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('waits 60 seconds by default (spec §9)', () => {
    expect(SEND_CODE_COUNTDOWN_SECONDS).toBe(60);
  });

  it('rounds the time left up to whole seconds', () => {
    const start = 1_000_000;
    const endsAt = start + 60_000;
    expect(secondsLeft(endsAt, start)).toBe(60);
    expect(secondsLeft(endsAt, start + 1)).toBe(60);
    expect(secondsLeft(endsAt, start + 999)).toBe(60);
    expect(secondsLeft(endsAt, start + 1_000)).toBe(59);
    expect(secondsLeft(endsAt, start + 59_001)).toBe(1);
  });

  it('reaches 0 at the end and stays there', () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 75_000)).toBe(0);
  });

  it('jumps ahead when ticks came late (a throttled background tab)', () => {
    expect(secondsLeft(60_000, 45_500)).toBe(15);
  });
});
