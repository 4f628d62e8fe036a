/**
 * The steps of an order's progress bar, worked out from the times the order
 * reached each: pure, so it can be tested without a browser.
 * @see spec §4 Order statuses; crmeb-api §5 (merchant-order `status`), §6 rules 7–11
 */

/** A step of the bar: placed (下单), paid (付款), shipped (发货), received (收货), completed (完成), or cancelled (取消). */
export type OrderProgressStepKey = 'placed' | 'paid' | 'shipped' | 'received' | 'completed' | 'cancelled';

/** When the order reached each step; null or left out while it has not (or when the time is unknown). */
export interface OrderProgressTimes {
  placed: Date;
  paid?: Date | null;
  shipped?: Date | null;
  received?: Date | null;
  completed?: Date | null;
  /** Set for a cancelled order: the bar ends with 已取消. */
  cancelled?: Date | null;
}

export interface OrderProgressStep {
  key: OrderProgressStepKey;
  /** When it was reached; null when not reached, or reached at an unknown time. */
  time: Date | null;
  /** Reached (done or current). */
  reached: boolean;
  /** The furthest step reached: the order's state now. */
  current: boolean;
}

const FLOW: readonly OrderProgressStepKey[] = ['placed', 'paid', 'shipped', 'received', 'completed'];

/**
 * The bar's steps, in order. The usual flow is placed → paid → shipped →
 * received → completed; cash on delivery (`cashOnDelivery`) leaves out
 * 付款, paid at the door. A step counts as reached when it or any later
 * step has a time (confirming receipt completes the order at once, so
 * 收货 may have no time of its own). A cancelled order shows the steps it
 * reached, then 已取消 as the current step.
 */
export function progressSteps(times: OrderProgressTimes, cashOnDelivery = false): OrderProgressStep[] {
  const flow = cashOnDelivery ? FLOW.filter((key) => key !== 'paid') : FLOW;
  const timeOf = (key: OrderProgressStepKey) => times[key] ?? null;
  let last = 0;
  flow.forEach((key, index) => {
    if (timeOf(key)) last = index;
  });
  const cancelled = timeOf('cancelled');
  const steps = flow.map((key, index) => ({ key, time: timeOf(key), reached: index <= last, current: !cancelled && index === last }));
  if (!cancelled) return steps;
  return [...steps.filter((step) => step.reached), { key: 'cancelled', time: cancelled, reached: true, current: true }];
}
