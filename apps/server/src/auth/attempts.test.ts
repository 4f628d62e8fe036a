import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { MemoryStore, RedisStore, type SharedStore } from '../shared/store.ts';
import { FREE_FAILURES, PasswordAttempts } from './attempts.ts';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const prefix = `mall-test-attempts:${randomBytes(4).toString('hex')}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const stores: [string, () => SharedStore][] = [['memory', () => new MemoryStore()]];
if (redis) stores.push(['Redis', () => new RedisStore(redis, prefix)]);

/** The envelope code a reservation ended with: 200 when it was let through. */
async function outcome(reservation: Promise<unknown>): Promise<number> {
  try {
    await reservation;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.code;
    throw error;
  }
}

describe.each(stores)('password attempts on the %s store', (_name, make) => {
  it('lets one check of an account run at a time, across every process sharing the store', async () => {
    const store = make();
    // Two processes: each has its own PasswordAttempts over the shared store.
    const processes = [new PasswordAttempts(store), new PasswordAttempts(store)];
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => outcome(processes[i % 2]!.reserve('+8613900000001'))));
    expect(outcomes.filter((c) => c === 200)).toHaveLength(1);
    expect(outcomes.filter((c) => c === 429)).toHaveLength(19);
    // Another account is not held up.
    expect(await outcome(processes[0]!.reserve('+8613900000002'))).toBe(200);
  });

  it('frees the account when the check is settled, and counts the failures it settles', async () => {
    const attempts = new PasswordAttempts(make());
    for (let i = 0; i <= FREE_FAILURES; i++) {
      const check = await attempts.reserve('someone@example.com');
      await check.fail();
      await check.fail(); // settling twice counts once
    }
    // After the free failures and one more, the account must wait.
    expect(await outcome(attempts.reserve('someone@example.com'))).toBe(429);
  });

  it('forgets the failures on a success', async () => {
    const attempts = new PasswordAttempts(make());
    for (let i = 0; i < FREE_FAILURES; i++) await (await attempts.reserve('+8613900000003')).fail();
    await (await attempts.reserve('+8613900000003')).succeed();
    for (let i = 0; i <= FREE_FAILURES; i++) await (await attempts.reserve('+8613900000003')).fail();
    expect(await outcome(attempts.reserve('+8613900000003'))).toBe(429);
  });
});
