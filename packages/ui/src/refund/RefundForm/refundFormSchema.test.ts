import { describe, expect, it } from 'vitest';
import { REFUND_EXPLAIN_MAX, refundFormSchema, refundRequestOf, type RefundFormValues } from './refundFormSchema.ts';

const valid: RefundFormValues = {
  lines: [
    { id: 101, checked: false, num: 1 },
    { id: 102, checked: true, num: 2 },
  ],
  reason: '商品质量问题',
  explain: '',
};

/** The message id of the first error of `field`, or undefined when the values pass. */
function errorOf(values: RefundFormValues, field: keyof RefundFormValues): string | undefined {
  try {
    refundFormSchema.validateSyncAt(field, values);
    return undefined;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('refundFormSchema', () => {
  it('accepts a chosen line with a reason', () => {
    expect(refundFormSchema.isValidSync(valid)).toBe(true);
  });

  it('needs at least one line chosen', () => {
    const none = { ...valid, lines: valid.lines.map((line) => ({ ...line, checked: false })) };
    expect(errorOf(none, 'lines')).toBe('refundForm.linesRequired');
    expect(errorOf({ ...valid, lines: [] }, 'lines')).toBe('refundForm.linesRequired');
  });

  it('needs a reason', () => {
    expect(errorOf({ ...valid, reason: '' }, 'reason')).toBe('refundForm.reasonRequired');
    expect(errorOf({ ...valid, reason: '  ' }, 'reason')).toBe('refundForm.reasonRequired');
  });

  it('limits the description to 100 characters once trimmed (spec §9)', () => {
    expect(REFUND_EXPLAIN_MAX).toBe(100);
    expect(errorOf({ ...valid, explain: '坏'.repeat(100) }, 'explain')).toBeUndefined();
    expect(errorOf({ ...valid, explain: `  ${'坏'.repeat(100)}\n` }, 'explain')).toBeUndefined();
    expect(errorOf({ ...valid, explain: '坏'.repeat(101) }, 'explain')).toBe('refundForm.explainTooLong');
  });
});

describe('refundRequestOf', () => {
  it('sends the chosen lines with their units, the reason and the trimmed description', () => {
    expect(refundRequestOf({ ...valid, explain: '  右耳机没声音 \n' })).toEqual({
      items: [{ orderInfoId: 102, num: 2 }],
      text: '商品质量问题',
      explain: '右耳机没声音',
    });
  });
});
