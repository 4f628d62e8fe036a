import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { MasterOrderDetail, MerchantOrderDetail } from '@mall/api';
import type { Db } from '../db/client.ts';
import { appUser, masterOrder, merchantOrder } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { getMasterOrderDetail, getOrderDetail } from './orderQueries.ts';

/**
 * Guests look their orders up without a session (crmeb-api §4.7 `visitor/*`,
 * §6 rule 23; the issue "Orders in full": "Guests who bought as visitors can
 * look an order up by order number and their email; nobody else can").
 *
 * Only orders of guest accounts (`user_type` 'tourist') are found this way: a
 * registered shopper signs in. `identity` is the email the order was placed
 * with (the address's, or the guest account's; any case), or the guest's
 * secret `identity` that `register/visitor` gave (the provider's way). A
 * wrong pair answers exactly as an order that does not exist, so the look-up
 * tells nobody which order numbers exist. The routes are rate-limited per
 * client address like the sign-in routes (order/routes.ts).
 */

/** Whether `identity` opens the guest's orders: the order's or account's email (any case), or the guest secret. */
function identityMatches(identity: string) {
  const email = identity.trim().toLowerCase();
  const secretHash = createHash('sha256').update(identity.trim()).digest('hex');
  return or(
    sql`lower(${masterOrder.email}) = ${email}`,
    sql`lower(${appUser.email}) = ${email}`,
    eq(appUser.identityHash, secretHash),
  );
}

/** The guest who placed master order `orderNo`, when `identity` opens it. */
async function guestOf(db: Db, orderNo: string, identity: string): Promise<number | null> {
  if (!identity.trim()) return null;
  const [row] = await db
    .select({ userId: masterOrder.userId })
    .from(masterOrder)
    .innerJoin(appUser, eq(appUser.id, masterOrder.userId))
    .where(and(eq(masterOrder.orderNo, orderNo), eq(appUser.userType, 'tourist'), identityMatches(identity)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * A guest's master order (`PT…`) by its number and `identity`
 * (`GET /api/front/order/visitor/master/detail`), as the master detail.
 * @throws {HttpError} 404 `order.notFound` when the pair opens nothing, whether the order exists or not.
 */
export async function getVisitorMasterOrder(db: Db, orderNo: string, identity: string): Promise<MasterOrderDetail> {
  const userId = await guestOf(db, orderNo, identity);
  if (userId === null) throw notFound('order.notFound', { orderNo });
  return getMasterOrderDetail(db, userId, orderNo);
}

/**
 * A guest's merchant order (`SH…`) by its number and `identity`
 * (`GET /api/front/order/visitor/detail`), as the order detail with its logistics.
 * @throws {HttpError} 404 `order.notFound` when the pair opens nothing, whether the order exists or not.
 */
export async function getVisitorOrder(db: Db, orderNo: string, identity: string): Promise<MerchantOrderDetail> {
  const [order] = await db
    .select({ masterOrderNo: merchantOrder.masterOrderNo })
    .from(merchantOrder)
    .where(eq(merchantOrder.orderNo, orderNo))
    .limit(1);
  const userId = order ? await guestOf(db, order.masterOrderNo, identity) : null;
  if (userId === null) throw notFound('order.notFound', { orderNo });
  return getOrderDetail(db, userId, orderNo);
}
