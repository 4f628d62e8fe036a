import { beforeEach, describe, expect, it, vi } from 'vitest';

const cookies = new Map<string, string>();
vi.mock('../platform/browser.ts', () => ({
  browser: {
    cookie: (name: string) => cookies.get(name),
    setCookie: (name: string, value: string) => void cookies.set(name, value),
  },
}));

const { alignLocaleCookie, saveLocale } = await import('./localeCookie.ts');

beforeEach(() => cookies.clear());

describe('the locale cookie', () => {
  it('saves the shopper’s choice', () => {
    saveLocale('fr');
    expect(cookies.get('locale')).toBe('fr');
  });

  it('follows the page’s language before a call, so the server answers in it (the cookie wins there)', () => {
    saveLocale('en');
    alignLocaleCookie('th');
    expect(cookies.get('locale')).toBe('th');
    alignLocaleCookie('th');
    expect(cookies.get('locale')).toBe('th');
  });

  it('is not written when none was saved: Accept-Language carries the page’s language', () => {
    alignLocaleCookie('lao');
    expect(cookies.has('locale')).toBe(false);
  });
});
