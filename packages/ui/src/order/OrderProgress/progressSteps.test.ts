import { describe, expect, it } from 'vitest';
import { progressSteps } from './progressSteps.ts';

const placed = new Date('2025-03-14T06:32:08Z');
const paid = new Date('2025-03-14T06:35:00Z');
const shipped = new Date('2025-03-15T02:00:00Z');
const completed = new Date('2025-03-17T09:00:00Z');

const keys = (steps: ReturnType<typeof progressSteps>) => steps.map((s) => `${s.key}${s.current ? '*' : s.reached ? '+' : ''}`);

describe('progressSteps', () => {
  it('marks the steps reached and the current one', () => {
    expect(keys(progressSteps({ placed }))).toEqual(['placed*', 'paid', 'shipped', 'received', 'completed']);
    expect(keys(progressSteps({ placed, paid, shipped }))).toEqual(['placed+', 'paid+', 'shipped*', 'received', 'completed']);
  });

  it('counts a step without time as reached once a later one is', () => {
    const steps = progressSteps({ placed, paid, shipped, completed });
    expect(keys(steps)).toEqual(['placed+', 'paid+', 'shipped+', 'received+', 'completed*']);
    expect(steps[3]!.time).toBeNull();
    expect(steps[4]!.time).toBe(completed);
  });

  it('leaves out payment for cash on delivery', () => {
    expect(keys(progressSteps({ placed, shipped }, true))).toEqual(['placed+', 'shipped*', 'received', 'completed']);
  });

  it('ends a cancelled order with the cancellation', () => {
    const cancelled = new Date('2025-03-14T08:32:08Z');
    const steps = progressSteps({ placed, cancelled });
    expect(keys(steps)).toEqual(['placed+', 'cancelled*']);
    expect(steps[1]!.time).toBe(cancelled);
  });
});
