import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userCoupon } from '../db/schema.ts';

/**
 * Marks the shoppers' unused coupons past their end as expired (status 2;
 * crmeb-api §6 rule 15, the provider's `overdueTask`), `batch` at a time,
 * each batch in its own transaction. Due rows are found through the partial
 * index `user_coupon_expiry_idx` (unused, by end time) and claimed with
 * `FOR UPDATE SKIP LOCKED`, so several processes running it at once share
 * the work and each coupon is marked once; a coupon a checkout holds locked
 * is left for the next run. The write repeats the condition, so a coupon
 * used meanwhile is not touched.
 * @returns how many coupons were marked.
 */
export async function expireUserCoupons(db: Db, now: Date, batch = 500): Promise<number> {
  let marked = 0;
  for (;;) {
    const { claimed, changed } = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: userCoupon.id })
        .from(userCoupon)
        .where(and(eq(userCoupon.status, 0), lte(userCoupon.endTime, now)))
        .orderBy(asc(userCoupon.endTime))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { claimed: 0, changed: 0 };
      const updated = await tx
        .update(userCoupon)
        .set({ status: 2 })
        .where(
          and(
            inArray(
              userCoupon.id,
              due.map((row) => row.id),
            ),
            eq(userCoupon.status, 0),
          ),
        )
        .returning({ id: userCoupon.id });
      return { claimed: due.length, changed: updated.length };
    });
    marked += changed;
    if (claimed < batch) return marked;
  }
}
