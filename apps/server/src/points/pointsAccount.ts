import { count, desc, eq, sql } from 'drizzle-orm';
import type { Page, PointsAccount, PointsRecord, PointsRecordStatusValue, PointsRecordTypeValue } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { appUser, integralRecord } from '../db/schema.ts';

/**
 * The shopper's points account as the storefront shows it (spec §3 Points
 * account: current, accumulated, accumulated spend, frozen; crmeb-api §4.10,
 * the domestic edition's `my/integral` and `integral/list`). Read from the
 * ledger (points/ledger.ts): `app_user.integral` is what can be spent, the
 * records say how it came to be.
 */

/**
 * `GET /api/front/user/center/my/integral`: spendable points, Σ complete
 * additions (`sumIntegral`: earned and thawed, given back, gifts), Σ complete
 * deductions (`deductionIntegral`: spent, taken back) and Σ frozen earnings.
 * For an account whose every change is in the ledger, integral = sumIntegral − deductionIntegral.
 */
export async function pointsAccount(db: Db, userId: number): Promise<PointsAccount> {
  const [[user], [sums]] = await Promise.all([
    db.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, userId)),
    db
      .select({
        sumIntegral: sql<number>`coalesce(sum(${integralRecord.integral}) filter (where ${integralRecord.type} = 1 and ${integralRecord.status} = 3), 0)`.mapWith(Number),
        deductionIntegral: sql<number>`coalesce(sum(${integralRecord.integral}) filter (where ${integralRecord.type} = 2 and ${integralRecord.status} = 3), 0)`.mapWith(Number),
        frozenIntegral: sql<number>`coalesce(sum(${integralRecord.integral}) filter (where ${integralRecord.type} = 1 and ${integralRecord.status} = 2), 0)`.mapWith(Number),
      })
      .from(integralRecord)
      .where(eq(integralRecord.userId, userId)),
  ]);
  return {
    integral: user?.integral ?? 0,
    sumIntegral: sums?.sumIntegral ?? 0,
    deductionIntegral: sums?.deductionIntegral ?? 0,
    frozenIntegral: sums?.frozenIntegral ?? 0,
  };
}

/** `GET /api/front/user/center/integral/list`: every change of the shopper's points, newest first. */
export async function pointsRecords(db: Db, userId: number, page = 1, limit = 10): Promise<Page<PointsRecord>> {
  const mine = eq(integralRecord.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(integralRecord)
      .where(mine)
      .orderBy(desc(integralRecord.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(integralRecord).where(mine),
  ]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      linkId: r.linkId,
      linkType: r.linkType,
      type: r.type as PointsRecordTypeValue,
      title: r.title,
      integral: r.integral,
      balance: r.balance,
      status: r.status as PointsRecordStatusValue,
      thawTime: r.thawTime ?? null,
      createTime: r.createdAt,
    })),
    counted?.total ?? 0,
    page,
    limit,
  );
}
