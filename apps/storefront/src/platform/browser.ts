import Cookies from 'js-cookie';

/**
 * The storefront's one door to browser-only things: cookies, local storage,
 * reloads. Call these from effects, event handlers or the client entry —
 * never at module scope or during render — so pages can later render on the server.
 */
export const browser = {
  cookie(name: string): string | undefined {
    return Cookies.get(name);
  },
  removeCookie(name: string): void {
    Cookies.remove(name, { path: '/' });
  },
  setCookie(name: string, value: string, days?: number): void {
    Cookies.set(name, value, { path: '/', sameSite: 'lax', ...(days ? { expires: days } : {}) });
  },
  /** Reads a JSON value from local storage; undefined when missing, unreadable or storage is off. */
  readJson<T>(key: string): T | undefined {
    try {
      const text = window.localStorage.getItem(key);
      return text ? (JSON.parse(text) as T) : undefined;
    } catch {
      return undefined;
    }
  },
  /** Stores a JSON value in local storage; null or undefined removes the key, so "nothing" is never stored as "null". */
  writeJson(key: string, value: unknown): void {
    try {
      if (value === null || value === undefined) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or disabled storage only costs the cache.
    }
  },
  /** Session-scoped number (e.g. when the page last reloaded itself). */
  readSessionNumber(key: string): number {
    try {
      return Number(window.sessionStorage.getItem(key) ?? 0) || 0;
    } catch {
      return 0;
    }
  },
  writeSessionNumber(key: string, value: number): void {
    try {
      window.sessionStorage.setItem(key, String(value));
    } catch {
      // Without session storage the reload guard simply allows the reload.
    }
  },
  /**
   * Keeps a JSON value for this tab only (session storage): it survives a
   * trip to another site and back, and no other tab can read it.
   * @returns false when session storage is off or full (the value is not kept).
   */
  writeSessionJson(key: string, value: unknown): boolean {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  /** Reads and removes a value {@link browser.writeSessionJson} kept; undefined when missing or unreadable. */
  takeSessionJson<T>(key: string): T | undefined {
    try {
      const text = window.sessionStorage.getItem(key);
      window.sessionStorage.removeItem(key);
      return text ? (JSON.parse(text) as T) : undefined;
    } catch {
      return undefined;
    }
  },
  /** `bytes` unpredictable bytes (the browser's cryptographic generator) as hex: 32 characters by default. */
  randomHex(bytes = 16): string {
    return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
  },
  /**
   * Takes the fragment (`#…`) off the address bar and the current history
   * entry, so a token a provider put there is not kept in history. The
   * router's entry state is kept, so the router does not notice.
   */
  dropUrlFragment(): void {
    const { pathname, search, hash } = window.location;
    if (hash) window.history.replaceState(window.history.state, '', pathname + search);
  },
  reload(): void {
    window.location.reload();
  },
  /** Smoothly back to the top of the page (spec §2 Floating window). */
  scrollToTop(): void {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  },
  /**
   * Bookmarks the site where the browser still lets a page do it (old
   * Firefox and Internet Explorer APIs). Returns false elsewhere: the caller
   * then tells the shopper to press Ctrl+D (spec §8).
   */
  addBookmark(title: string, url: string): boolean {
    const w = window as unknown as {
      sidebar?: { addPanel?: (t: string, u: string, x: string) => void };
      external?: { AddFavorite?: (u: string, t: string) => void };
    };
    try {
      if (typeof w.sidebar?.addPanel === 'function') {
        w.sidebar.addPanel(title, url, '');
        return true;
      }
      if (typeof w.external?.AddFavorite === 'function') {
        w.external.AddFavorite(url, title);
        return true;
      }
    } catch {
      // Refused by the browser: fall through to the keyboard hint.
    }
    return false;
  },
  /** The bookmark keys of this platform: ⌘+D on Apple systems, Ctrl+D elsewhere. */
  bookmarkKeys(): string {
    return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘+D' : 'Ctrl+D';
  },
  currentUrl(): string {
    return window.location.href;
  },
  /** Scheme, host and port of the storefront, e.g. `https://mall.example.com`. */
  origin(): string {
    return window.location.origin;
  },
  /** Leaves the storefront for another site (a provider's sign-in page). */
  goTo(url: string): void {
    window.location.assign(url);
  },
};
