/** Why a code is sent: each purpose has its own codes, so a code for one flow never opens another. */
export type CodePurpose =
  | 'phone-sign-in'
  | 'email-register'
  | 'email-reset'
  /** A signed-in shopper's password change, sent to their own phone or email. */
  | 'password-change'
  /** A new phone or email a signed-in shopper binds to their account. */
  | 'phone-bind'
  | 'email-bind'
  /** The email of an application to open a shop (merchant onboarding). */
  | 'merchant-settled';

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
  /**
   * Sends an email that is not a code (order paid, order shipped). Optional:
   * a courier without it sends no such mail (tests' bare stand-ins).
   */
  sendEmail?(message: EmailMessage): Promise<void>;
}

/** An email that is not a code: a notice about the shopper's order. */
export interface EmailMessage {
  to: string;
  /** What it is about, for the outbox and the logs: `order-paid`, `order-shipped`. */
  purpose: string;
  /** Already in the reader's language. */
  subject: string;
  text: string;
}

/** Whatever can send a notice email: the mall's courier (`makeCourier`) is one. */
export type Mailer = Pick<Courier, 'sendEmail'>;
