import { array, boolean, number, object, string } from 'yup';
import type { RefundRequest } from '../types.ts';

/** Most characters of the description (spec §9: refund remark at most 100). */
export const REFUND_EXPLAIN_MAX = 100;

/** One line of the form: whether it is asked back, and how many of its units. */
export interface RefundFormLineValue {
  /** The order line. */
  id: number;
  checked: boolean;
  /** Units asked back, 1 to the line's refundable units. */
  num: number;
}

/** The values of the refund form. */
export interface RefundFormValues {
  /** One entry per refundable line, in the order's order. */
  lines: RefundFormLineValue[];
  /** The chosen reason; '' until chosen. */
  reason: string;
  /** The description as typed. */
  explain: string;
}

/**
 * Yup rules of the refund form: at least one line chosen, a reason chosen,
 * a description of at most {@link REFUND_EXPLAIN_MAX} characters once
 * trimmed. Errors are message ids under `refundForm.*`, translated where
 * they are shown (the length one with `{max}`).
 * @see spec §3 Refund, §9; crmeb-api §4.9
 */
export const refundFormSchema = object({
  lines: array(object({ id: number().required(), checked: boolean().required(), num: number().required() })).test(
    'some-line',
    'refundForm.linesRequired',
    (lines) => (lines ?? []).some((line) => line.checked),
  ),
  reason: string().trim().required('refundForm.reasonRequired'),
  explain: string().trim().max(REFUND_EXPLAIN_MAX, 'refundForm.explainTooLong'),
});

/** The request the values make: the chosen lines with their units, the reason, the description trimmed. */
export function refundRequestOf(values: RefundFormValues): RefundRequest {
  return {
    items: values.lines.filter((line) => line.checked).map((line) => ({ orderInfoId: line.id, num: line.num })),
    text: values.reason.trim(),
    explain: values.explain.trim(),
  };
}
