import { browser } from '../platform/browser.ts';

/** Spec §8, §9: after a failed chunk load, reload at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const LAST_RELOAD_KEY = 'chunkReloadAt';

/** True for the errors browsers raise when a code-split chunk cannot be fetched (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(
    message,
  );
}

/**
 * Reloads the page to pick up the new chunks, unless it already did so in
 * the last {@link CHUNK_RELOAD_GUARD_MS}. Returns whether it reloads.
 */
export function reloadForChunk(now = Date.now()): boolean {
  const last = browser.readSessionNumber(LAST_RELOAD_KEY);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  browser.writeSessionNumber(LAST_RELOAD_KEY, now);
  browser.reload();
  return true;
}
