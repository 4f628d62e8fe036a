import type { MessageTable } from './messageTable.ts';
import type { Locale } from './locales.ts';

/**
 * The library's messages come in two bundles per locale: `core`, what every
 * page needs, and `orders`, the order and points families (checkout,
 * payment, order list and detail, logistics, points), which only the order
 * pages use. An app loads `core` before its first render and `orders` with
 * its order pages, so that its home page does not download them.
 */
export type UiMessageBundle = 'core' | 'orders';

/** One chunk per locale and bundle: a page downloads only its own language's messages. */
const loaders: Record<UiMessageBundle, Record<Locale, () => Promise<{ default: MessageTable }>>> = {
  core: {
    'zh-CN': () => import('./locales/core/zh-CN.ts'),
    en: () => import('./locales/core/en.ts'),
    fr: () => import('./locales/core/fr.ts'),
    th: () => import('./locales/core/th.ts'),
    lao: () => import('./locales/core/lao.ts'),
  },
  orders: {
    'zh-CN': () => import('./locales/orders/zh-CN.ts'),
    en: () => import('./locales/orders/en.ts'),
    fr: () => import('./locales/orders/fr.ts'),
    th: () => import('./locales/orders/th.ts'),
    lao: () => import('./locales/orders/lao.ts'),
  },
};

const loaded = new Map<string, Promise<MessageTable>>();

/** One bundle of a locale, loaded once and then served from memory. */
function loadBundle(locale: Locale, bundle: UiMessageBundle): Promise<MessageTable> {
  const key = `${bundle}:${locale}`;
  let table = loaded.get(key);
  if (!table) {
    table = loaders[bundle][locale]().then((m) => m.default);
    loaded.set(key, table);
  }
  return table;
}

const whole = new Map<Locale, Promise<MessageTable>>();

/**
 * The messages of @mall/ui in a locale, loaded once and then served from
 * memory. Pass them (with the app's own) to `MallProvider messages`. Without
 * `bundle`: every message (both bundles); with it, that bundle only
 * ({@link UiMessageBundle}: `core` for every page, `orders` for the order pages).
 */
export function loadUiMessages(locale: Locale, bundle?: UiMessageBundle): Promise<MessageTable> {
  if (bundle) return loadBundle(locale, bundle);
  let table = whole.get(locale);
  if (!table) {
    table = Promise.all([loadBundle(locale, 'core'), loadBundle(locale, 'orders')]).then(([core, orders]) => ({ ...core, ...orders }));
    whole.set(locale, table);
  }
  return table;
}
