import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, number>();
const reload = vi.fn();
vi.mock('../platform/browser.ts', () => ({
  browser: {
    readSessionNumber: (key: string) => store.get(key) ?? 0,
    writeSessionNumber: (key: string, value: number) => store.set(key, value),
    reload: () => reload(),
  },
}));

const { isChunkLoadError, reloadForChunk, CHUNK_RELOAD_GUARD_MS } = await import('./chunkReload.ts');

describe('chunk load failures (spec §8: reload at most once per 60 s)', () => {
  beforeEach(() => {
    store.clear();
    reload.mockClear();
  });

  it('recognises the errors browsers raise for missing chunks', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const t0 = 1_000_000;
    expect(reloadForChunk(t0)).toBe(true);
    expect(reloadForChunk(t0 + 1000)).toBe(false);
    expect(reloadForChunk(t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadForChunk(t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
