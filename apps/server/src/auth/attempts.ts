import { HttpError } from '../http/errors.ts';
import type { SharedStore } from '../shared/store.ts';

/** Failed password sign-ins of one account that cost nothing. */
export const FREE_FAILURES = 3;
/** Failures after which the account is locked for {@link LOCK_MINUTES}. */
export const LOCK_AFTER_FAILURES = 8;
export const LOCK_MINUTES = 15;

/**
 * Slows down and then stops password guessing against one account (phone or
 * email): the first {@link FREE_FAILURES} failures are free; after each
 * further one the next attempt must wait 2, 4, 8… seconds; after
 * {@link LOCK_AFTER_FAILURES} the account takes no password for
 * {@link LOCK_MINUTES} minutes. A success clears the count. The refusal is
 * the same whether the account exists or not.
 */
export class PasswordAttempts {
  constructor(
    private readonly store: SharedStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** @throws {HttpError} 429 `auth.tooManyPasswordFailures` while the account must wait. */
  async check(account: string): Promise<void> {
    const until = Number((await this.store.get(`password-wait:${account}`)) ?? 0);
    const wait = until - this.now();
    if (wait > 0) throw new HttpError(429, 'auth.tooManyPasswordFailures', { seconds: Math.ceil(wait / 1000) });
  }

  async fail(account: string): Promise<void> {
    // Counted atomically, so parallel guesses all count; forgotten an hour after the first failure.
    const count = await this.store.increment(`password-failures:${account}`, 3_600_000);
    const waitMs =
      count >= LOCK_AFTER_FAILURES ? LOCK_MINUTES * 60_000 : count > FREE_FAILURES ? 2 ** (count - FREE_FAILURES) * 1000 : 0;
    if (waitMs > 0) await this.store.set(`password-wait:${account}`, String(this.now() + waitMs), waitMs);
  }

  async succeed(account: string): Promise<void> {
    await this.store.delete(`password-failures:${account}`);
    await this.store.delete(`password-wait:${account}`);
  }
}
