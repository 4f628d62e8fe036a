import { eq, sql } from 'drizzle-orm';
import { MerchantApplyStatus, type AdminMerchantApplication } from '@mall/api';
import { writeAudit, type Actor } from '../admin/audit.ts';
import type { Mailer } from '../auth/delivery/courier.ts';
import type { Db, Tx } from '../db/client.ts';
import { merchant, merchantApply } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { avatarImageUrl, coverImageUrl } from '../media/urls.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import type { NotifyLog } from '../order/notify.ts';
import { findApplication, type ApplicationRow } from './applicationQueries.ts';
import { notifyApplicationDecision } from './notify.ts';

/**
 * The operator's answer to an application (the issue "Merchant onboarding",
 * operator review; crmeb-api §6 rule 17 "admin approval creates the
 * merchant"). Each answer locks the application row and requires it still
 * pending, so two operators answering at once change it once.
 */

/** What an answer needs besides the database. */
export interface ReviewDeps {
  /** The applicant's email (SMTP or the outbox). */
  mailer: Mailer;
  /** Drops cached reads that list shops, after an approval committed (shared/readCache.ts). */
  invalidateReads?: () => Promise<void>;
  log?: NotifyLog;
  /** The language of the category and type names in the answer (the request's content locale); zh-CN when omitted. */
  locale?: ServerLocale;
}

/** The audit target of an application. */
export function applicationTarget(id: number): string {
  return `merchant-apply:${id}`;
}

/** What the audit log keeps of an application: from the locked row before an answer, from the answer after. */
function auditState(app: Pick<ApplicationRow, 'auditStatus' | 'merId' | 'denialReason' | 'name'>): Record<string, unknown> {
  return { auditStatus: app.auditStatus, merId: app.merId, denialReason: app.denialReason, name: app.name };
}

/**
 * Locks application `id` and answers its row when pending.
 * @throws {HttpError} 404 `settlement.notFound`; 400 `settlement.notPending` on `id`.
 */
async function lockPending(tx: Tx, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(merchantApply).where(eq(merchantApply.id, id)).for('update');
  if (!row) throw notFound('settlement.notFound', { id });
  if (row.auditStatus !== MerchantApplyStatus.pending) throw badRequest('settlement.notPending', {}, 'id');
  return row;
}

/** A placeholder avatar the mall draws (media/), with the first letter or digit of the shop's name. */
function avatarOf(name: string): string {
  const first = [...name].find((c) => /^[\p{L}\p{N}]$/u.test(c)) ?? 'M';
  return avatarImageUrl(first, 'brand');
}

/**
 * Approves pending application `id`: in one transaction creates the shop
 * (the application's name, category, type, contacts, address, keywords and
 * qualification pictures; open, not self-operated, joined now; a drawn
 * avatar and header; customer service by phone when a phone was given, else
 * by email), links it and marks the application approved, with an audit
 * entry. After commit: cached shop reads are dropped, so the shop is on the
 * shop street and in shop search at once, and the applicant is emailed.
 * @throws {HttpError} 404 for an unknown id; 400 `settlement.notPending` on
 * `id`; 400 `settlement.shopNameTaken` on `name` when a shop has the name.
 */
export async function approveApplication(db: Db, actor: Actor, id: number, deps: ReviewDeps, now = new Date()): Promise<AdminMerchantApplication> {
  const { after, row } = await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    const [taken] = await tx.select({ id: merchant.id }).from(merchant).where(sql`lower(${merchant.name}) = lower(${row.name})`).limit(1);
    if (taken) throw badRequest('settlement.shopNameTaken', {}, 'name');
    const [shop] = await tx
      .insert(merchant)
      .values({
        name: row.name,
        avatar: avatarOf(row.name),
        backImage: coverImageUrl('store', row.id),
        streetBackImage: coverImageUrl('store', row.id * 100 + 50),
        pcBackImage: coverImageUrl('store', row.id),
        isSelf: false,
        isSwitch: true,
        isRecommend: false,
        address: row.address,
        phone: row.phone,
        keywords: row.keywords,
        typeId: row.typeId,
        categoryId: row.categoryId,
        realName: row.realName,
        email: row.email,
        qualificationPictures: row.qualificationPictures,
        serviceType: row.phone ? 'phone' : 'email',
        serviceEmail: row.email,
        createdAt: now,
      })
      .returning({ id: merchant.id });
    await tx
      .update(merchantApply)
      .set({ auditStatus: MerchantApplyStatus.approved, merId: shop!.id, auditedAt: now, updatedAt: now })
      .where(eq(merchantApply.id, id));
    const after = await findApplication(tx, id, deps.locale);
    await writeAudit(tx, actor, { action: 'merchantApply.approve', target: applicationTarget(id), before: auditState(row), after: auditState(after) }, now);
    return { after, row };
  });
  if (deps.invalidateReads) {
    try {
      await deps.invalidateReads();
    } catch (error) {
      deps.log?.warn({ err: error }, 'could not drop cached reads after a shop opened');
    }
  }
  await notifyApplicationDecision(deps.mailer, { applicationId: id, email: row.email, name: row.name, decision: 'approved' }, { log: deps.log });
  return after;
}

/**
 * Rejects pending application `id` with `reason`, which the applicant is
 * shown and emailed; they may edit and resubmit it.
 * @throws {HttpError} 404 for an unknown id; 400 `settlement.notPending` on `id`.
 */
export async function rejectApplication(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  deps: ReviewDeps,
  now = new Date(),
): Promise<AdminMerchantApplication> {
  const denialReason = reason.trim();
  const { after, row } = await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    await tx
      .update(merchantApply)
      .set({ auditStatus: MerchantApplyStatus.rejected, denialReason, auditedAt: now, updatedAt: now })
      .where(eq(merchantApply.id, id));
    const after = await findApplication(tx, id, deps.locale);
    await writeAudit(tx, actor, { action: 'merchantApply.reject', target: applicationTarget(id), before: auditState(row), after: auditState(after) }, now);
    return { after, row };
  });
  await notifyApplicationDecision(
    deps.mailer,
    { applicationId: id, email: row.email, name: row.name, decision: 'rejected', reason: denialReason },
    { log: deps.log },
  );
  return after;
}
