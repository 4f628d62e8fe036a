import { eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { appUser } from './schema.ts';
import { unauthorized } from '../http/errors.ts';

/**
 * Takes the row lock of shopper `userId` for the rest of transaction `tx`, so
 * that the shopper's writes of one kind run one after another.
 *
 * Use it as the first statement of a transaction that checks something over
 * several of the shopper's rows and then writes: a count under a cap (at most
 * 50 addresses), a flag only one row may carry (one default address), a
 * choice that depends on the other rows (the next default when the default is
 * deleted). Two such transactions of one shopper would otherwise both pass the
 * check on the same rows and both write. A constraint cannot say "at most 50",
 * and a unique index on the flag only turns the race into a refusal of a
 * request that was right; the lock makes the check and the write one step.
 * For a single row's own value (a cart quantity, a stock), prefer a
 * conditional write (`set n = n + 1 where n + 1 <= bound`), which needs no lock.
 *
 * The lock is `FOR NO KEY UPDATE`: it waits for the shopper's other locking
 * transactions and balance updates, but not for inserts elsewhere that only
 * reference the shopper (their foreign key check takes `FOR KEY SHARE`), so an
 * address change never holds up the shopper's cart or orders. Lock the owner
 * before any of their rows, so that every transaction takes locks in the same
 * order and none deadlock. Under PGlite, which runs one transaction at a time,
 * it costs nothing and changes nothing.
 *
 * @param tx the transaction to hold the lock until its end (commit or rollback).
 * @param userId `app_user.id` of the shopper whose rows the transaction writes.
 * @throws {HttpError} 401 when the shopper no longer exists (deleted while signed in).
 */
export async function lockOwner(tx: Tx, userId: number): Promise<void> {
  const [owner] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('no key update');
  if (!owner) throw unauthorized();
}
