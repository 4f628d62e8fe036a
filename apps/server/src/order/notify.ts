import { eq } from 'drizzle-orm';
import type { Mailer } from '../auth/delivery/courier.ts';
import type { Db } from '../db/client.ts';
import { appUser, masterOrder, merchantOrder } from '../db/schema.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';

/**
 * Emails to the shopper about an order (issue "Orders in full": "the shopper
 * gets an email when an order is paid and when it ships"), through the mall's
 * courier: SMTP when configured, else the outbox (auth/delivery).
 *
 * Mail goes to the email the order was placed with (`master_order.email`),
 * else the account's; nothing is sent when there is neither. A notice is
 * a courtesy: a failed look-up or delivery is logged and never reaches the
 * caller, whose payment or shipment stands. Call these after the transaction
 * committed, so no mail goes out about a change that was rolled back.
 */

/** Where a failed notice is reported; Fastify's logger is one. Console by default. */
export interface NotifyLog {
  warn(fields: object, message: string): void;
}

/** Options of a notice: the shopper's language when the caller knows it (zh-CN otherwise), and the log. */
export interface NotifyOptions {
  locale?: ServerLocale;
  log?: NotifyLog;
}

/** The language of notices when the shopper's is not known: the mall's home market. */
export const NOTICE_DEFAULT_LOCALE: ServerLocale = 'zh-CN';

const consoleLog: NotifyLog = { warn: (fields, message) => console.warn(message, fields) };

/** Cents as yuan with two decimals, e.g. 1234 → "12.34". */
function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The order's email, else the account's; '' for none. */
function recipient(orderEmail: string, accountEmail: string | null): string {
  return orderEmail.trim() || accountEmail?.trim() || '';
}

async function deliver(
  mailer: Mailer,
  what: { purpose: 'order-paid' | 'order-shipped'; orderNo: string },
  compose: (locale: ServerLocale) => Promise<{ to: string; subject: string; text: string } | null>,
  options: NotifyOptions,
): Promise<void> {
  const log = options.log ?? consoleLog;
  try {
    if (!mailer.sendEmail) return;
    const mail = await compose(options.locale ?? NOTICE_DEFAULT_LOCALE);
    if (!mail || !mail.to) return;
    await mailer.sendEmail({ purpose: what.purpose, ...mail });
  } catch (error) {
    log.warn({ err: error, notice: what }, `could not send the ${what.purpose} email of ${what.orderNo}`);
  }
}

/**
 * Tells the shopper their master order `masterOrderNo` (`PT…`) is paid: its
 * number and the amount paid (yuan). Never throws; sends nothing for an
 * unknown order or a shopper without an email.
 */
export async function notifyOrderPaid(mailer: Mailer, db: Db, masterOrderNo: string, options: NotifyOptions = {}): Promise<void> {
  await deliver(
    mailer,
    { purpose: 'order-paid', orderNo: masterOrderNo },
    async (locale) => {
      const [row] = await db
        .select({ email: masterOrder.email, payPrice: masterOrder.payPrice, accountEmail: appUser.email })
        .from(masterOrder)
        .innerJoin(appUser, eq(appUser.id, masterOrder.userId))
        .where(eq(masterOrder.orderNo, masterOrderNo))
        .limit(1);
      if (!row) return null;
      const params = { orderNo: masterOrderNo, amount: yuan(row.payPrice) };
      return {
        to: recipient(row.email, row.accountEmail),
        subject: translate('mail.orderPaidSubject', params, locale),
        text: translate('mail.orderPaidText', params, locale),
      };
    },
    options,
  );
}

/**
 * Tells the shopper their merchant order `merOrderNo` (`SH…`) has shipped:
 * its number, the amount, and how it travels (express company and tracking
 * number, the courier's name and phone, or no shipping for virtual goods).
 * Never throws; sends nothing for an unknown order or a shopper without an email.
 */
export async function notifyOrderShipped(mailer: Mailer, db: Db, merOrderNo: string, options: NotifyOptions = {}): Promise<void> {
  await deliver(
    mailer,
    { purpose: 'order-shipped', orderNo: merOrderNo },
    async (locale) => {
      const [row] = await db
        .select({
          email: masterOrder.email,
          accountEmail: appUser.email,
          payPrice: merchantOrder.payPrice,
          deliveryType: merchantOrder.deliveryType,
          expressName: merchantOrder.expressName,
          trackingNo: merchantOrder.trackingNo,
          deliveryName: merchantOrder.deliveryName,
          deliveryPhone: merchantOrder.deliveryPhone,
        })
        .from(merchantOrder)
        .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
        .innerJoin(appUser, eq(appUser.id, merchantOrder.userId))
        .where(eq(merchantOrder.orderNo, merOrderNo))
        .limit(1);
      if (!row) return null;
      const params = {
        orderNo: merOrderNo,
        amount: yuan(row.payPrice),
        company: row.expressName,
        trackingNo: row.trackingNo,
        name: row.deliveryName,
        phone: row.deliveryPhone,
      };
      const how =
        row.deliveryType === 'send'
          ? translate('mail.orderShippedCourier', params, locale)
          : row.deliveryType === 'noNeed'
            ? translate('mail.orderShippedVirtual', params, locale)
            : translate('mail.orderShippedExpress', params, locale);
      return {
        to: recipient(row.email, row.accountEmail),
        subject: translate('mail.orderShippedSubject', params, locale),
        text: `${translate('mail.orderShippedText', params, locale)}\n${how}`,
      };
    },
    options,
  );
}
