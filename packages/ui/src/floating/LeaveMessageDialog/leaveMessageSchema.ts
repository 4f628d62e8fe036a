import { object, string } from 'yup';

/** The values of the leave-a-message form, shaped like the body of `POST /api/front/service/message`. */
export interface LeaveMessageValues {
  /** How to address the shopper. */
  name: string;
  /** A phone number or an email address to answer to. */
  contact: string;
  /** The message. */
  content: string;
}

/** Limits of the fields, in characters (the API's `ServiceMessageBody`: name 32, contact 64, content 500). */
export const LEAVE_MESSAGE_LIMITS = { name: 32, contact: 64, content: 500 } as const;

/** A phone number (5–20 digits, `+`, spaces, hyphens) or an email address, as the API accepts. */
const CONTACT = /^([0-9+ -]{5,20}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/**
 * Yup rules of the leave-a-message form. Every field is required and checked
 * after trimming; errors are message ids under `leaveMessageDialog.*`,
 * translated where they are shown.
 * @see spec §2 Floating window, §3 Customer-service config
 */
export const leaveMessageSchema = object({
  name: string()
    .trim()
    .required('leaveMessageDialog.nameRequired')
    .max(LEAVE_MESSAGE_LIMITS.name, 'leaveMessageDialog.nameTooLong'),
  contact: string()
    .trim()
    .required('leaveMessageDialog.contactRequired')
    .max(LEAVE_MESSAGE_LIMITS.contact, 'leaveMessageDialog.contactInvalid')
    .matches(CONTACT, 'leaveMessageDialog.contactInvalid'),
  content: string()
    .trim()
    .required('leaveMessageDialog.contentRequired')
    .max(LEAVE_MESSAGE_LIMITS.content, 'leaveMessageDialog.contentTooLong'),
});

/** The values as they are sent: every field trimmed. */
export function cleanLeaveMessage(values: LeaveMessageValues): LeaveMessageValues {
  return { name: values.name.trim(), contact: values.contact.trim(), content: values.content.trim() };
}
