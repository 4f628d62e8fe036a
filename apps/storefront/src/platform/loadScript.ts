/** How long a provider's script may take to load before it counts as blocked, ms. */
export const SCRIPT_TIMEOUT_MS = 15_000;

/** Scripts loaded or loading, by URL: each is added to the page once. */
const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src={url} async>` to the page once and resolves when it has
 * run. Rejects when it cannot be loaded (blocked by the browser, an
 * extension or the content policy; offline) or has not loaded within
 * {@link SCRIPT_TIMEOUT_MS}; the failed tag is removed, so a later call tries
 * again. Browser only: call from effects or event handlers.
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (why: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(url);
      reject(new Error(`${url} ${why}`));
    };
    const timer = window.setTimeout(() => fail(`did not load within ${SCRIPT_TIMEOUT_MS} ms`), SCRIPT_TIMEOUT_MS);
    script.async = true;
    script.src = url;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('could not be loaded');
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}
