import type { Mailer } from '../auth/delivery/courier.ts';
import { NOTICE_DEFAULT_LOCALE, type NotifyOptions } from '../order/notify.ts';
import { translate } from '../i18n/translate.ts';

/**
 * Emails to an applicant about their application to open a shop (the issue
 * "Merchant onboarding": "the applicant receives an email … on approval and
 * on rejection"), to the application's email through the mall's courier
 * (SMTP, else the outbox). A courtesy, as order notices are: a failed delivery
 * is logged and never reaches the operator, whose decision stands. Call after
 * the decision committed.
 */

/** What the notice is about: the application's email and shop name, and the decision. */
export interface ApplicationDecision {
  applicationId: number;
  email: string;
  name: string;
  decision: 'approved' | 'rejected';
  /** The operator's reason when rejected. */
  reason?: string;
}

/** Sends the notice of `what`; never throws. */
export async function notifyApplicationDecision(mailer: Mailer, what: ApplicationDecision, options: NotifyOptions = {}): Promise<void> {
  const locale = options.locale ?? NOTICE_DEFAULT_LOCALE;
  const params = { name: what.name, reason: what.reason ?? '' };
  const approved = what.decision === 'approved';
  try {
    if (!mailer.sendEmail || !what.email) return;
    await mailer.sendEmail({
      to: what.email,
      purpose: approved ? 'merchant-approved' : 'merchant-rejected',
      subject: translate(approved ? 'mail.settlementApprovedSubject' : 'mail.settlementRejectedSubject', params, locale),
      text: translate(approved ? 'mail.settlementApprovedText' : 'mail.settlementRejectedText', params, locale),
    });
  } catch (error) {
    const log = options.log ?? { warn: (fields: object, message: string) => console.warn(message, fields) };
    log.warn({ err: error, applicationId: what.applicationId }, `could not send the ${what.decision} email of application ${what.applicationId}`);
  }
}
