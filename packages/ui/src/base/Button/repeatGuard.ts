/**
 * The repeat guard of buttons that call the server (spec §5: 500 ms): a press
 * within `windowMs` of the last one that went through is swallowed. Times are
 * event time stamps, ms since the page's time origin.
 * @returns `allows(time)`: whether a press at `time` goes through (and counts as the last).
 */
export function createRepeatGuard(windowMs: number): (time: number) => boolean {
  // No press yet: the first goes through however soon after the page loaded (a time stamp can be under `windowMs`).
  let last = Number.NEGATIVE_INFINITY;
  return (time) => {
    if (time - last < windowMs) return false;
    last = time;
    return true;
  };
}
