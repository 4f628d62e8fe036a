import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SharedStore } from './store.ts';

/** Store key of the data epoch: a random token replaced on every change of cached data. */
export const READ_EPOCH_KEY = 'read-cache:epoch';
/** How long the epoch lives in the store, ms. When it expires every process drops its copies once, which is harmless. */
const EPOCH_TTL_MS = 30 * 24 * 3_600_000;
/** How often a process asks the store whether another one changed the data, ms (docs/adr/0006-read-caching.md). */
export const DEFAULT_EPOCH_CHECK_MS = 1_000;

/** How a {@link ReadCache} is tuned. */
export interface ReadCacheOptions {
  /** At most this often (ms) the store's epoch is read; 0 reads it before every answer. Default {@link DEFAULT_EPOCH_CHECK_MS}. */
  checkEveryMs?: number;
  /** Clock of the check interval, epoch ms; tests move it. */
  now?: () => number;
  /** Most answers kept; the least recently used go first. Default {@link DEFAULT_MAX_ENTRIES}. */
  maxEntries?: number;
  /**
   * How long an answer is kept, ms, whatever the epoch says; for answers
   * that also move with writes no epoch announces (list totals follow
   * stock). Default: until the data changes.
   */
  ttlMs?: number;
}

/** Answers a {@link ReadCache} keeps by default: far more than its fixed keys, a bound for keys made of input. */
export const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Tells every process sharing `store` that cached data changed, for writers
 * that hold no cache themselves (the seed command). Call it after the
 * change is committed.
 */
export async function publishDataChange(store: SharedStore): Promise<void> {
  await store.set(READ_EPOCH_KEY, randomUUID(), EPOCH_TTL_MS);
}

/**
 * Answers computed once and kept in process memory until the data under them
 * changes: for reads that are the same for every client and change only when
 * the mall's data is edited (categories, home settings, hot keywords).
 *
 * Invalidation: {@link invalidate} drops this process's copies at once and
 * replaces the epoch in the shared store; every other process reads that
 * epoch at most every `checkEveryMs` and drops its copies when it differs,
 * so a change is seen everywhere within that interval. A failed computation
 * is not kept; concurrent misses of one key share one computation; a
 * computation that was under way when the cache was invalidated is not kept.
 * At most `maxEntries` answers are kept (least recently used go first), and
 * with `ttlMs` none longer than that: for keys made of client input, such as
 * the totals of goods lists.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;
  private readonly checkEveryMs: number;
  private readonly now: () => number;
  private epoch: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly store: SharedStore,
    options: ReadCacheOptions = {},
  ) {
    this.checkEveryMs = options.checkEveryMs ?? DEFAULT_EPOCH_CHECK_MS;
    this.now = options.now ?? Date.now;
    const now = this.now;
    this.entries = new LRUCache<string, Promise<unknown>>({
      max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      // ttlResolution 0: ask the clock on every read (tests move it; one call is cheap).
      ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs, ttlResolution: 0, perf: { now } }),
    });
  }

  /**
   * The cached value of `key`, computing it with `compute` when missing.
   * Keys name what is cached (e.g. the endpoint); `compute` must give the
   * same value for the same key whoever asks.
   * @throws whatever `compute` throws (and nothing is cached).
   */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.now() - this.checkedAt >= this.checkEveryMs) await this.checkEpoch();
    const cached = this.entries.get(key);
    if (cached) return cached as Promise<T>;
    const pending = compute();
    this.entries.set(key, pending);
    // Only this very computation is removed: a newer one may have taken the key after an invalidation.
    pending.catch(() => this.entries.get(key) === pending && this.entries.delete(key));
    return pending;
  }

  /**
   * Drops every cached answer here and, through the shared store, in every
   * other process. Call it after the change is committed, so no process can
   * cache the data from before it again.
   * @throws the store's error (e.g. Redis unreachable); this process's copies are dropped anyway.
   */
  async invalidate(): Promise<void> {
    this.entries.clear();
    const epoch = randomUUID();
    this.epoch = epoch;
    this.checkedAt = this.now();
    await this.store.set(READ_EPOCH_KEY, epoch, EPOCH_TTL_MS);
  }

  /** Reads the shared epoch (one read for all concurrent callers) and drops everything when another process changed it. */
  private checkEpoch(): Promise<void> {
    this.checking ??= (async () => {
      const started = this.now();
      try {
        const epoch = await this.store.get(READ_EPOCH_KEY);
        if (epoch !== this.epoch) {
          this.entries.clear();
          this.epoch = epoch;
        }
      } catch {
        // Without the store no copy here can be vouched for; the next check, checkEveryMs later, tries again.
        this.entries.clear();
        this.epoch = null;
      } finally {
        this.checkedAt = started;
        this.checking = undefined;
      }
    })();
    return this.checking;
  }
}
