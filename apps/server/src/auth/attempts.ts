import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/errors.ts';
import type { SharedStore } from '../shared/store.ts';

/** Failed password sign-ins of one account that cost nothing. */
export const FREE_FAILURES = 3;
/** Failures after which the account is locked for {@link LOCK_MINUTES}. */
export const LOCK_AFTER_FAILURES = 8;
export const LOCK_MINUTES = 15;
/**
 * How long one password check may hold its account (ms). Far longer than a
 * hash takes even on a loaded machine; it only matters when a process dies
 * mid-check, and then the account is free again after this long.
 */
export const CHECK_LEASE_MS = 30_000;

/** Failures are forgotten an hour after the first one. */
const FAILURE_WINDOW_MS = 3_600_000;

/** What must be waited after `failures` failures before the next attempt, in ms. */
function waitAfter(failures: number): number {
  if (failures >= LOCK_AFTER_FAILURES) return LOCK_MINUTES * 60_000;
  return failures > FREE_FAILURES ? 2 ** (failures - FREE_FAILURES) * 1000 : 0;
}

/** A password check that {@link PasswordAttempts.reserve} let through; settle it exactly once. */
export interface PasswordCheck {
  /** The password matched: the account's failures are forgotten. */
  succeed(): Promise<void>;
  /** The password did not match (or the account does not exist): the account waits as the rules say. */
  fail(): Promise<void>;
}

/**
 * Slows down and then stops password guessing against one account (phone or
 * email; docs/adr/0004-verification-codes.md): the first
 * {@link FREE_FAILURES} failures are free; after each further one the next
 * attempt must wait 2, 4, 8… seconds; after {@link LOCK_AFTER_FAILURES} the
 * account takes no password for {@link LOCK_MINUTES} minutes. A success
 * clears the count. The refusal is the same whether the account exists or not.
 *
 * Parallel guesses are bounded because the attempt is reserved before the
 * hash is checked: a reservation takes the account's check lease (one
 * password check per account at a time, across every process sharing the
 * store) and counts the attempt as a failure up front; only a success takes
 * the count back. A guess sent while another is being checked, or while the
 * account must wait, is refused without hashing. So a burst of any size
 * checks at most {@link FREE_FAILURES} + 1 passwords before the first wait,
 * as sequential guessing would.
 */
export class PasswordAttempts {
  constructor(
    private readonly store: SharedStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Reserves one password check against `account`.
   * @returns the check, to be settled with its outcome once the hash is compared.
   * @throws {HttpError} 429 `auth.tooManyPasswordFailures` (`seconds` to wait)
   * while another check of the account is under way, or while the account must wait.
   */
  async reserve(account: string): Promise<PasswordCheck> {
    const leaseKey = `password-check:${account}`;
    const lease = randomUUID();
    if (!(await this.store.setIfAbsent(leaseKey, lease, CHECK_LEASE_MS))) throw refusal(1000);
    // Everything from here to the release is one check at a time per account, so reading then writing is safe.
    const release = async () => {
      // Another check's lease, should this one have outlived its own, is left alone.
      if ((await this.store.get(leaseKey)) === lease) await this.store.delete(leaseKey);
    };
    let failures: number;
    try {
      const wait = Number((await this.store.get(`password-wait:${account}`)) ?? 0) - this.now();
      if (wait > 0) throw refusal(wait);
      failures = await this.store.increment(`password-failures:${account}`, FAILURE_WINDOW_MS);
    } catch (error) {
      await release();
      throw error;
    }
    let settled = false;
    const settle = async (work: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      try {
        await work();
      } finally {
        await release();
      }
    };
    return {
      succeed: () => settle(() => this.clear(account)),
      fail: () =>
        settle(async () => {
          // Timed from the failure, not from the reservation: the wait is what the shopper sees.
          const waitMs = waitAfter(failures);
          if (waitMs > 0) await this.store.set(`password-wait:${account}`, String(this.now() + waitMs), waitMs);
        }),
    };
  }

  /** Forgets the account's failures and wait (a success, or a password reset). */
  async clear(account: string): Promise<void> {
    await this.store.delete(`password-failures:${account}`);
    await this.store.delete(`password-wait:${account}`);
  }
}

function refusal(waitMs: number): HttpError {
  return new HttpError(429, 'auth.tooManyPasswordFailures', { seconds: Math.ceil(waitMs / 1000) });
}
