import type { CodeMessage, Courier, EmailMessage } from './courier.ts';
import { outboxCourier, type OutboxEntry } from './outbox.ts';
import { smsGatewayCourier } from './smsGateway.ts';
import { smtpCourier } from './smtp.ts';

/** Where codes go, from the configuration. */
export interface DeliverySettings {
  /** `SMTP_URL`: email goes over SMTP when set. */
  smtpUrl?: string;
  /** `MAIL_FROM`: the sender of emails. */
  mailFrom: string;
  /** `SMS_GATEWAY_URL`: SMS go through this HTTP gateway when set. */
  smsGatewayUrl?: string;
  /** `SMS_GATEWAY_TOKEN`: bearer token for the gateway. */
  smsGatewayToken?: string;
  /** Folder of the outbox used for a channel with nothing configured. */
  dataDir: string;
}

/**
 * The courier of a mall: email over SMTP and SMS through the gateway when
 * configured, each channel falling back to the outbox on its own (so a mall
 * with only SMTP still "sends" SMS to the outbox).
 */
export function makeCourier(
  settings: DeliverySettings,
  log: (entry: OutboxEntry) => void,
): Courier & Required<Pick<Courier, 'sendEmail'>> & { close(): void } {
  const outbox = outboxCourier(settings.dataDir, log);
  const email = settings.smtpUrl ? smtpCourier(settings.smtpUrl, settings.mailFrom) : undefined;
  const sms = settings.smsGatewayUrl ? smsGatewayCourier(settings.smsGatewayUrl, settings.smsGatewayToken) : undefined;
  return {
    send(message: CodeMessage) {
      const courier = message.channel === 'email' ? (email ?? outbox) : (sms ?? outbox);
      return courier.send(message);
    },
    /** Notice emails (orders) take the email channel: SMTP when configured, else the outbox. */
    sendEmail(message: EmailMessage) {
      return (email ?? outbox).sendEmail(message);
    },
    close: () => email?.close(),
  };
}

export type { CodeMessage, CodePurpose, Courier, EmailMessage, Mailer } from './courier.ts';
