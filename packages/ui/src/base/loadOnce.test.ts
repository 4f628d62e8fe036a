import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('loads once, shares the promise and keeps the value', async () => {
    const load = vi.fn(async () => 'flags');
    const once = loadOnce(load);
    expect(once.current()).toBeUndefined();
    const [a, b] = [once.load(), once.load()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('flags');
    expect(once.current()).toBe('flags');
    await once.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('forms');
    const once = loadOnce(load);
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.current()).toBeUndefined();
    await expect(once.load()).resolves.toBe('forms');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
