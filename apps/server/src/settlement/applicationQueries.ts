import { count, desc, eq } from 'drizzle-orm';
import type { AdminMerchantApplication, MerchantApplication, MerchantApplyStatusValue, Page } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db, Tx } from '../db/client.ts';
import { merchantApply, merchantCategory, merchantType } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { localized, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/** An application row as stored. */
export type ApplicationRow = typeof merchantApply.$inferSelect;

/** The applicant's view of a row (crmeb-api §4.11 `settled/record`). */
export function applicationOf(row: ApplicationRow): MerchantApplication {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    typeId: row.typeId,
    realName: row.realName,
    email: row.email,
    countryCode: row.countryCode,
    phone: row.phone,
    handlingFee: row.handlingFeeBp,
    keywords: row.keywords,
    address: row.address,
    auditStatus: row.auditStatus as MerchantApplyStatusValue,
    denialReason: row.denialReason,
    qualificationPicture: row.qualificationPictures,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
    merId: row.merId ?? null,
  };
}

/**
 * The shopper's applications, newest first (`GET /api/front/merchant/settled/record`).
 * `page` from 1 and `limit` default to 1 and 10: the provider's client sends neither.
 */
export async function listOwnApplications(db: Db, userId: number, page = 1, limit = 10): Promise<Page<MerchantApplication>> {
  const where = eq(merchantApply.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(merchantApply)
      .where(where)
      .orderBy(desc(merchantApply.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(merchantApply).where(where),
  ]);
  return toPage(rows.map(applicationOf), total?.total ?? 0, page, limit);
}

/** An application with its category's and type's names in `locale`. */
function adminColumns(locale: ServerLocale) {
  return {
    row: merchantApply,
    categoryName: localized(merchantCategory.i18n, merchantCategory.name, 'name', locale),
    typeName: localized(merchantType.i18n, merchantType.name, 'name', locale),
  };
}

function adminApplicationOf(found: { row: ApplicationRow; categoryName: string; typeName: string }): AdminMerchantApplication {
  return {
    ...applicationOf(found.row),
    uid: found.row.userId,
    categoryName: found.categoryName,
    typeName: found.typeName,
    auditTime: found.row.auditedAt ?? null,
  };
}

/**
 * Every application, newest first, optionally of one status (`GET /api/admin/merchant-applications`);
 * category and type names in `locale` (i18n/content.ts).
 */
export async function listApplications(
  db: Db,
  input: { page?: number; limit?: number; status?: number } = {},
  locale: ServerLocale = SOURCE_LOCALE,
): Promise<Page<AdminMerchantApplication>> {
  const page = input.page ?? 1;
  const limit = input.limit ?? 10;
  const where = input.status === undefined ? undefined : eq(merchantApply.auditStatus, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns(locale))
      .from(merchantApply)
      .innerJoin(merchantCategory, eq(merchantCategory.id, merchantApply.categoryId))
      .innerJoin(merchantType, eq(merchantType.id, merchantApply.typeId))
      .where(where)
      .orderBy(desc(merchantApply.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(merchantApply).where(where),
  ]);
  return toPage(rows.map(adminApplicationOf), total?.total ?? 0, page, limit);
}

/**
 * One application as the operator sees it, category and type names in `locale`.
 * @throws {HttpError} 404 `settlement.notFound` for an unknown id.
 */
export async function findApplication(db: Db | Tx, id: number, locale: ServerLocale = SOURCE_LOCALE): Promise<AdminMerchantApplication> {
  const [found] = await db
    .select(adminColumns(locale))
    .from(merchantApply)
    .innerJoin(merchantCategory, eq(merchantCategory.id, merchantApply.categoryId))
    .innerJoin(merchantType, eq(merchantType.id, merchantApply.typeId))
    .where(eq(merchantApply.id, id))
    .limit(1);
  if (!found) throw notFound('settlement.notFound', { id });
  return adminApplicationOf(found);
}
