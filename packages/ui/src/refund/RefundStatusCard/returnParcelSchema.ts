import { object, string } from 'yup';
import type { ReturnParcel } from '../types.ts';

/** Limits of the return parcel (the API's `RefundReturnBody`): company 1–50 characters, tracking 4–40. */
export const RETURN_PARCEL_LIMITS = { expressName: 50, trackingNoMin: 4, trackingNoMax: 40 } as const;

/** Letters, digits and dashes: what carriers' tracking numbers are made of. */
const TRACKING_NO = /^[A-Za-z0-9-]+$/;

/**
 * Yup rules of the return parcel, checked after trimming: the express
 * company is required and at most 50 characters; the tracking number is
 * required and 4–40 letters, digits or dashes. Errors are message ids under
 * `returnParcelForm.*` (the length one with `{max}`).
 * @see spec §3 Logistics, §4 Refund statuses (refunding: the shopper sends the goods back)
 */
export const returnParcelSchema = object({
  expressName: string()
    .trim()
    .required('returnParcelForm.expressNameRequired')
    .max(RETURN_PARCEL_LIMITS.expressName, 'returnParcelForm.expressNameTooLong'),
  trackingNo: string()
    .trim()
    .required('returnParcelForm.trackingNoRequired')
    .min(RETURN_PARCEL_LIMITS.trackingNoMin, 'returnParcelForm.trackingNoInvalid')
    .max(RETURN_PARCEL_LIMITS.trackingNoMax, 'returnParcelForm.trackingNoInvalid')
    .matches(TRACKING_NO, 'returnParcelForm.trackingNoInvalid'),
});

/** The parcel as it is sent: both fields trimmed. */
export function cleanReturnParcel(values: ReturnParcel): ReturnParcel {
  return { expressName: values.expressName.trim(), trackingNo: values.trackingNo.trim() };
}
