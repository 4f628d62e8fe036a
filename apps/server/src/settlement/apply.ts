import { and, eq, ne, sql } from 'drizzle-orm';
import {
  MAX_QUALIFICATION_PICTURES,
  MerchantApplyStatus,
  readQualificationPictures,
  type MerchantApplication,
  type MerchantApplyInput,
} from '@mall/api';
import { normalizeEmail } from '../auth/accounts.ts';
import type { VerificationCodes } from '../auth/codes.ts';
import { normalizeCountryCode } from '../auth/countryCode.ts';
import type { Db, Tx } from '../db/client.ts';
import { merchant, merchantApply, merchantCategory, merchantType } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { attachUploads } from '../upload/attach.ts';
import { applicationOf } from './applicationQueries.ts';

/** What an application needs besides the database: the codes sent to its email. */
export interface ApplyDeps {
  db: Db;
  codes: VerificationCodes;
}

/** What the upload of a qualification picture is attached to (upload/attach.ts): the removal job leaves it alone. */
export const QUALIFICATION_USE = 'qualification';

/** The code target of an application's email. */
export function settlementCodeTarget(email: string) {
  return { channel: 'email' as const, target: normalizeEmail(email), purpose: 'merchant-settled' as const };
}

/**
 * The pictures of the request as a list of 1–{@link MAX_QUALIFICATION_PICTURES}
 * distinct upload URLs.
 * @throws {HttpError} 400 on `qualificationPicture`.
 */
function picturesOf(value: string[] | string): string[] {
  const list = readQualificationPictures(value);
  if (list === null) throw badRequest('settlement.picturesInvalid', {}, 'qualificationPicture');
  const distinct = [...new Set(list.map((url) => url.trim()))];
  if (distinct.length < 1 || distinct.length > MAX_QUALIFICATION_PICTURES) {
    throw badRequest('settlement.picturesCount', { max: MAX_QUALIFICATION_PICTURES }, 'qualificationPicture');
  }
  return distinct;
}

/** The path of a picture URL as the wire sends it back (absolute): the part after the origin. */
function pathOf(url: string): string {
  return url.replace(/^https?:\/\/[^/\s]+/, '');
}

/**
 * The stored paths of the application's pictures, in order: a picture the
 * edited application already has stays as it is (seeded licences too); any
 * other must be an upload of the shopper, which becomes attached.
 * @throws {HttpError} 400 `upload.notYours` on `qualificationPicture`.
 */
async function picturePaths(tx: Tx, userId: number, urls: readonly string[], kept: readonly string[]): Promise<string[]> {
  const keptPaths = new Set(kept.map(pathOf));
  const fresh = urls.filter((url) => !keptPaths.has(pathOf(url)));
  const attached = await attachUploads(tx, userId, fresh, QUALIFICATION_USE, 'qualificationPicture');
  const byUrl = new Map(fresh.map((url, i) => [url, attached[i]!]));
  return urls.map((url) => byUrl.get(url) ?? pathOf(url));
}

/**
 * Refuses a name or email a shop or another pending application already has
 * (crmeb-api §6 rule 17), compared without case. The partial unique indexes
 * of `merchant_apply` hold the same rule for pending applications when two
 * requests race past this check (http/databaseErrors.ts answers 400).
 * @throws {HttpError} 400 `settlement.nameTaken` on `name`, `settlement.emailTaken` on `email`.
 */
async function assertNameAndEmailFree(tx: Tx, name: string, email: string, ownId: number | undefined): Promise<void> {
  const notSelf = ownId === undefined ? undefined : ne(merchantApply.id, ownId);
  const pending = eq(merchantApply.auditStatus, MerchantApplyStatus.pending);
  const [shopName] = await tx.select({ id: merchant.id }).from(merchant).where(sql`lower(${merchant.name}) = lower(${name})`).limit(1);
  const [applyName] = await tx
    .select({ id: merchantApply.id })
    .from(merchantApply)
    .where(and(pending, notSelf, sql`lower(${merchantApply.name}) = lower(${name})`))
    .limit(1);
  if (shopName || applyName) throw badRequest('settlement.nameTaken', {}, 'name');
  const [shopEmail] = await tx.select({ id: merchant.id }).from(merchant).where(sql`lower(${merchant.email}) = ${email}`).limit(1);
  const [applyEmail] = await tx
    .select({ id: merchantApply.id })
    .from(merchantApply)
    .where(and(pending, notSelf, sql`lower(${merchantApply.email}) = ${email}`))
    .limit(1);
  if (shopEmail || applyEmail) throw badRequest('settlement.emailTaken', {}, 'email');
}

/**
 * `POST /api/front/merchant/settled/apply` (crmeb-api §4.11, §6 rule 17; spec
 * §3 Settlement application): saves a new pending application of shopper
 * `userId`, or with `input.id` edits one of theirs that is pending or
 * rejected (a rejected one becomes pending again, its reason cleared). The
 * commission is the category's; the client's `handlingFee` is ignored. The
 * pictures become the shopper's attached uploads. The email code is checked
 * last and used up only when everything else holds, in the transaction, so
 * a refused application leaves the code usable and the database unchanged.
 * @throws {HttpError} 400 naming the field: `qualificationPicture` (not 1–10
 * of the shopper's uploads), `categoryId` / `typeId` (unknown), `name` /
 * `email` (a shop's or another pending application's), `id` (approved),
 * `captcha` (wrong, expired, or sent to another email); 400
 * `settlement.pendingExists` when another application of theirs is pending;
 * 404 `settlement.notFound` for an `id` that is not theirs.
 */
export async function applyForShop(deps: ApplyDeps, userId: number, input: MerchantApplyInput, now = new Date()): Promise<MerchantApplication> {
  const pictures = picturesOf(input.qualificationPicture);
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const phone = input.phone ?? '';
  const fields = {
    name,
    realName: input.realName.trim(),
    email,
    phone,
    countryCode: phone ? normalizeCountryCode(input.countryCode || undefined) : '',
    categoryId: input.categoryId,
    typeId: input.typeId,
    keywords: (input.keywords ?? '').trim(),
    address: input.address.trim(),
  };
  const row = await deps.db.transaction(async (tx) => {
    let kept: readonly string[] = [];
    if (input.id !== undefined) {
      const [own] = await tx
        .select({ status: merchantApply.auditStatus, pictures: merchantApply.qualificationPictures })
        .from(merchantApply)
        .where(and(eq(merchantApply.id, input.id), eq(merchantApply.userId, userId)))
        .for('update');
      if (!own) throw notFound('settlement.notFound', { id: input.id });
      if (own.status === MerchantApplyStatus.approved) throw badRequest('settlement.notEditable', {}, 'id');
      kept = own.pictures;
    }
    const [otherPending] = await tx
      .select({ id: merchantApply.id })
      .from(merchantApply)
      .where(
        and(
          eq(merchantApply.userId, userId),
          eq(merchantApply.auditStatus, MerchantApplyStatus.pending),
          input.id === undefined ? undefined : ne(merchantApply.id, input.id),
        ),
      )
      .limit(1);
    if (otherPending) throw badRequest('settlement.pendingExists');
    const [category] = await tx
      .select({ fee: merchantCategory.handlingFeeBp })
      .from(merchantCategory)
      .where(eq(merchantCategory.id, input.categoryId));
    if (!category) throw badRequest('settlement.categoryUnknown', { id: input.categoryId }, 'categoryId');
    const [type] = await tx.select({ id: merchantType.id }).from(merchantType).where(eq(merchantType.id, input.typeId));
    if (!type) throw badRequest('settlement.typeUnknown', { id: input.typeId }, 'typeId');
    await assertNameAndEmailFree(tx, name, email, input.id);
    const paths = await picturePaths(tx, userId, pictures, kept);
    const values = { ...fields, handlingFeeBp: category.fee, qualificationPictures: paths };
    const [saved] =
      input.id === undefined
        ? await tx
            .insert(merchantApply)
            .values({ ...values, userId, auditStatus: MerchantApplyStatus.pending, createdAt: now, updatedAt: now })
            .returning()
        : await tx
            .update(merchantApply)
            .set({ ...values, auditStatus: MerchantApplyStatus.pending, denialReason: '', auditedAt: null, updatedAt: now })
            .where(eq(merchantApply.id, input.id))
            .returning();
    await deps.codes.consume(settlementCodeTarget(email), input.captcha);
    return saved!;
  });
  return applicationOf(row);
}
