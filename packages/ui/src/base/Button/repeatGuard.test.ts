import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeatGuard.ts';

describe('the repeat guard of server buttons (spec §5)', () => {
  it('lets the first press through even right after the page loaded', () => {
    // Event time stamps count from the page's time origin: a press 40 ms in is a real press.
    expect(createRepeatGuard(500)(40)).toBe(true);
  });

  it('swallows presses within the window of the last one that went through, then lets one through', () => {
    const allows = createRepeatGuard(500);
    expect(allows(1_000)).toBe(true);
    expect(allows(1_200)).toBe(false);
    expect(allows(1_499)).toBe(false);
    expect(allows(1_500)).toBe(true);
    expect(allows(1_900)).toBe(false);
  });
});
