import { useSyncExternalStore } from 'react';

/** Last parsed value per key, so the snapshot stays the same object while the stored text does not change. */
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function readSnapshot(key: string): unknown {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const last = snapshots.get(key);
  if (last && last.raw === raw) return last.value;
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  snapshots.set(key, { raw, value });
  return value;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * A JSON value in local storage, read the React way: undefined on the server
 * and in the first client render, then the stored value; updates when
 * another tab changes it.
 */
export function useStoredJson<T>(key: string): T | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readSnapshot(key) as T | undefined,
    () => undefined,
  );
}
