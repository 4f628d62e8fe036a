/** A chunk (or any data) loaded once and kept: what {@link loadOnce} returns. */
export interface LoadedOnce<T> {
  /** Starts the load on the first call and returns the same promise after; a failed load may be tried again. */
  load(): Promise<T>;
  /** The loaded value, or undefined until it has arrived. */
  current(): T | undefined;
}

/**
 * Loads `load`'s value once (a code chunk: the country flags, the sign-in dialog's forms), so every caller
 * shares one request and renders at once when it is in. A rejection is not kept: the next call asks again,
 * so a chunk that failed to download on a bad connection is not lost for the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
