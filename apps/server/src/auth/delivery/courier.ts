/** Why a code is sent: each purpose has its own codes, so a code for one flow never opens another. */
export type CodePurpose = 'phone-sign-in' | 'email-register' | 'email-reset';

/** A verification code on its way to a shopper. */
export interface CodeMessage {
  channel: 'sms' | 'email';
  /** E.164 phone (`+8613800138000`) or email address. */
  to: string;
  code: string;
  purpose: CodePurpose;
  /** What the shopper reads: already in their language. */
  subject: string;
  text: string;
}

/** Delivers codes. Throws when the message could not be handed over; the caller then forgets the code. */
export interface Courier {
  send(message: CodeMessage): Promise<void>;
}
