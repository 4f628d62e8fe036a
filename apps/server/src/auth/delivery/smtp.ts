import nodemailer from 'nodemailer';
import type { CodeMessage, Courier, EmailMessage } from './courier.ts';

/**
 * Email over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`),
 * from `MAIL_FROM`. The transport pools connections, so a burst of codes does
 * not open one connection each.
 */
export function smtpCourier(url: string, from: string): Courier & Required<Pick<Courier, 'sendEmail'>> & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: CodeMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async sendEmail(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
