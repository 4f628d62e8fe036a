import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore, RedisStore, type SharedStore } from './store.ts';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const prefix = `mall-test-store:${randomBytes(4).toString('hex')}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const stores: [string, () => SharedStore][] = [['memory', () => new MemoryStore()]];
if (redis) stores.push(['Redis', () => new RedisStore(redis, prefix)]);

describe.each(stores)('%s shared store', (_name, make) => {
  it('keeps values until they expire', async () => {
    const store = make();
    await store.set('a', 'one', 60_000);
    expect(await store.get('a')).toBe('one');
    await store.set('short', 'x', 30);
    await new Promise((r) => setTimeout(r, 80));
    expect(await store.get('short')).toBeNull();
  });

  it('lets exactly one of racing callers set a missing key or delete an existing one', async () => {
    const store = make();
    const sets = await Promise.all(Array.from({ length: 10 }, () => store.setIfAbsent('lock', '1', 60_000)));
    expect(sets.filter(Boolean)).toHaveLength(1);
    const deletes = await Promise.all(Array.from({ length: 10 }, () => store.delete('lock')));
    expect(deletes.filter(Boolean)).toHaveLength(1);
  });

  it('counts atomically, the window starting at the first increment', async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.increment('counter', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    await store.increment('window', 50);
    await new Promise((r) => setTimeout(r, 90));
    expect(await store.increment('window', 50)).toBe(1);
  });
});
