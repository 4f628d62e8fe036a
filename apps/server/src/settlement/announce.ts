import { Redis } from 'ioredis';
import type { ServerConfig } from '../config.ts';
import { publishDataChange } from '../shared/readCache.ts';
import { RedisStore } from '../shared/store.ts';

/**
 * For a command that opens a shop outside the mall's processes (`admin
 * applications approve`): tells running mall processes that cached reads are
 * stale, through the shared epoch in Redis (docs/adr/0006-read-caching.md).
 * Undefined without REDIS_URL: no other process can be reached then (and the
 * shop lists themselves are not cached).
 */
export function announceDataChange(config: Pick<ServerConfig, 'redisUrl' | 'redisPrefix'>): (() => Promise<void>) | undefined {
  const { redisUrl } = config;
  if (!redisUrl) return undefined;
  return async () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    try {
      await publishDataChange(new RedisStore(redis, config.redisPrefix));
    } finally {
      await redis.quit();
    }
  };
}
