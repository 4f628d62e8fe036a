import type { Redis } from 'ioredis';

/**
 * Short-lived state shared by every server process: verification codes,
 * resend locks, attempt counters. In Redis when the mall runs as several
 * processes (`REDIS_URL`), in memory otherwise. Lifetimes are in ms; every
 * key expires, so nothing here outlives its purpose.
 */
export interface SharedStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only when it does not exist; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key; true when it existed (so exactly one of racing callers wins). */
  delete(key: string): Promise<boolean>;
  /** Adds one to a counter that expires `ttlMs` after its first increment; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/** The store of a single process. Expired keys are dropped when read and swept every 1,000 writes. */
export class MemoryStore implements SharedStore {
  private readonly entries = new Map<string, Entry>();
  private writes = 0;

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private write(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    if (++this.writes % 1000 === 0) {
      const now = Date.now();
      for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
    }
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.write(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.write(key, { value, expiresAt: Date.now() + ttlMs });
    return true;
  }

  async delete(key: string): Promise<boolean> {
    const existed = this.live(key) !== undefined;
    this.entries.delete(key);
    return existed;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.write(key, { value: String(count), expiresAt: entry?.expiresAt ?? Date.now() + ttlMs });
    return count;
  }
}

/** The store of a mall running as several processes: Redis, under this mall's key prefix. */
export class RedisStore implements SharedStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key)) === 1;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const k = this.prefix + key;
    // One round trip, atomic: the expiry is set only by the increment that created the counter.
    const results = await this.redis.multi().incr(k).pexpire(k, ttlMs, 'NX').exec();
    const [error, count] = results?.[0] ?? [new Error('Redis MULTI returned nothing'), 0];
    if (error) throw error;
    return Number(count);
  }
}
