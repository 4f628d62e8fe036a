import { and, count, desc, eq } from 'drizzle-orm';
import type { Address, AddressEditInput, Page } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import { normalizeCountryCode } from '../auth/countryCode.ts';
import type { Db } from '../db/client.ts';
import { lockOwner } from '../db/lockOwner.ts';
import { address } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** Most addresses one shopper may keep. */
export const MAX_ADDRESSES = 50;

type AddressRow = typeof address.$inferSelect;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    realName: row.realName,
    phone: row.phone,
    countryCode: row.countryCode,
    email: row.email,
    country: row.country,
    detail: row.detail,
    postCode: row.postCode,
    isDefault: row.isDefault,
    createTime: row.createdAt,
  };
}

const mine = (userId: number) => and(eq(address.userId, userId), eq(address.isDel, false));

/** The shopper's addresses, the default first (crmeb-api §4.14). */
export async function listAddresses(db: Db, userId: number, page = 1, limit = 10): Promise<Page<Address>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(address)
      .where(mine(userId))
      .orderBy(desc(address.isDefault), desc(address.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(address).where(mine(userId)),
  ]);
  return toPage(rows.map(toAddress), counted?.total ?? 0, page, limit);
}

/** One of the shopper's live addresses, or undefined. */
export async function findAddress(db: Db, userId: number, id: number): Promise<Address | undefined> {
  const [row] = await db.select().from(address).where(and(mine(userId), eq(address.id, id))).limit(1);
  return row ? toAddress(row) : undefined;
}

/** Every live address of the shopper, the default first, then the newest (crmeb-wire §7 `address/all/list`). */
export async function allAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.select().from(address).where(mine(userId)).orderBy(desc(address.isDefault), desc(address.id)).limit(MAX_ADDRESSES);
  return rows.map(toAddress);
}

/**
 * One of the shopper's live addresses (crmeb-api §4.14 `address/detail`).
 * @throws {HttpError} 404 when it does not exist or is someone else's.
 */
export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const found = await findAddress(db, userId, id);
  if (!found) throw notFound('address.notFound', { id });
  return found;
}

/**
 * Makes one of the shopper's addresses the default, clearing the flag on
 * the others in the same transaction.
 * @throws {HttpError} 404 when it does not exist or is someone else's; 401 for a shopper who no longer exists.
 */
export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    // Two of these side by side would each clear the old default and set their own, one default too many.
    await lockOwner(tx, userId);
    const [current] = await tx.select({ id: address.id }).from(address).where(and(mine(userId), eq(address.id, id))).limit(1);
    if (!current) throw notFound('address.notFound', { id });
    await tx.update(address).set({ isDefault: false }).where(and(mine(userId), eq(address.isDefault, true)));
    await tx.update(address).set({ isDefault: true }).where(eq(address.id, id));
  });
  return null;
}

/**
 * Deletes one of the shopper's addresses (kept for the orders that name it,
 * marked deleted). When it was the default, the newest remaining address
 * becomes the default, so a shopper with addresses always has one.
 * @throws {HttpError} 404 when it does not exist or is someone else's; 401 for a shopper who no longer exists.
 */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    // The next default is chosen among the remaining addresses, which a parallel delete may be removing.
    await lockOwner(tx, userId);
    const [gone] = await tx
      .update(address)
      .set({ isDel: true, isDefault: false })
      .where(and(mine(userId), eq(address.id, id)))
      .returning({ id: address.id });
    if (!gone) throw notFound('address.notFound', { id });
    const [next] = await tx.select({ id: address.id }).from(address).where(mine(userId)).orderBy(desc(address.id)).limit(1);
    const [hasDefault] = await tx.select({ id: address.id }).from(address).where(and(mine(userId), eq(address.isDefault, true))).limit(1);
    if (next && !hasDefault) await tx.update(address).set({ isDefault: true }).where(eq(address.id, next.id));
  });
  return null;
}

/** The shopper's default address id, or 0. */
export async function defaultAddressId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: address.id })
    .from(address)
    .where(and(mine(userId), eq(address.isDefault, true)))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * Creates an address, or updates one of the shopper's when `id` is given
 * (spec §3 Address, §5). The first address becomes the default; making one
 * the default clears the flag on the others in the same transaction. Every
 * address write holds the shopper's row lock ({@link lockOwner}), so the cap
 * and the single default hold under parallel requests.
 * @throws {HttpError} 404 for an id that is not the shopper's; 400 `id` past {@link MAX_ADDRESSES}; 401 for a shopper who no longer exists.
 */
export async function saveAddress(db: Db, userId: number, input: AddressEditInput): Promise<Address> {
  return db.transaction(async (tx) => {
    // The cap and the single default are checked over all the shopper's addresses, then written: one write at a time.
    await lockOwner(tx, userId);
    const values = {
      realName: input.realName.trim(),
      phone: input.phone,
      countryCode: normalizeCountryCode(input.countryCode),
      email: input.email?.trim() ?? '',
      country: input.country?.trim() ?? '',
      detail: input.detail.trim(),
      postCode: input.postCode.trim(),
    };
    if (input.id !== undefined) {
      const [current] = await tx.select().from(address).where(and(mine(userId), eq(address.id, input.id))).limit(1);
      if (!current) throw notFound('address.notFound', { id: input.id });
      const isDefault = input.isDefault ?? current.isDefault;
      if (isDefault && !current.isDefault) await tx.update(address).set({ isDefault: false }).where(mine(userId));
      const [row] = await tx.update(address).set({ ...values, isDefault }).where(eq(address.id, input.id)).returning();
      return toAddress(row!);
    }

    const [counted] = await tx.select({ total: count() }).from(address).where(mine(userId));
    const total = counted?.total ?? 0;
    if (total >= MAX_ADDRESSES) throw badRequest('address.tooMany', { max: MAX_ADDRESSES }, 'id');
    const isDefault = total === 0 || input.isDefault === true;
    if (isDefault) await tx.update(address).set({ isDefault: false }).where(mine(userId));
    const [row] = await tx.insert(address).values({ ...values, userId, isDefault }).returning();
    return toAddress(row!);
  });
}
