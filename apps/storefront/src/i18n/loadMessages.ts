import { loadUiMessages, type Locale, type MessageTable } from '@mall/ui';

/** One chunk per locale of the storefront's own messages, for every page. */
const loaders: Record<Locale, () => Promise<{ default: MessageTable }>> = {
  'zh-CN': () => import('./zh-CN.ts'),
  en: () => import('./en.ts'),
  fr: () => import('./fr.ts'),
  th: () => import('./th.ts'),
  lao: () => import('./lao.ts'),
};

/** One chunk per locale of the storefront's messages of the order pages (checkout, payment, orders, points). */
const orderLoaders: Record<Locale, () => Promise<{ default: MessageTable }>> = {
  'zh-CN': () => import('./orders/zh-CN.ts'),
  en: () => import('./orders/en.ts'),
  fr: () => import('./orders/fr.ts'),
  th: () => import('./orders/th.ts'),
  lao: () => import('./orders/lao.ts'),
};

const loaded = new Map<Locale, Promise<MessageTable>>();
/** The tables already resolved, for a render that must not wait (hydrating what the server rendered). */
const resolved = new Map<Locale, MessageTable>();
const loadedOrders = new Map<Locale, Promise<MessageTable>>();

/**
 * Every message a page needs in a locale: @mall/ui's core bundle with the
 * storefront's over them. Loaded once per locale and kept, so the same
 * promise comes back (React's `use` can wait on it). The order pages add
 * {@link loadOrderMessages}.
 */
export function loadMessages(locale: Locale): Promise<MessageTable> {
  let table = loaded.get(locale);
  if (!table) {
    table = Promise.all([loadUiMessages(locale, 'core'), loaders[locale]()]).then(([ui, own]) => {
      const messages = { ...ui, ...own.default };
      resolved.set(locale, messages);
      return messages;
    });
    loaded.set(locale, table);
  }
  return table;
}

/** The locale's messages if {@link loadMessages} has finished loading them, else undefined. */
export function loadedMessages(locale: Locale): MessageTable | undefined {
  return resolved.get(locale);
}

/**
 * What the order pages (checkout, payment, order list and detail, points)
 * need on top of {@link loadMessages}: @mall/ui's order and points families
 * and the storefront's messages of those pages. Loaded with the first order
 * page (its route waits for them), never with the home page; once per
 * locale, the same promise coming back.
 */
export function loadOrderMessages(locale: Locale): Promise<MessageTable> {
  let table = loadedOrders.get(locale);
  if (!table) {
    table = Promise.all([loadUiMessages(locale, 'orders'), orderLoaders[locale]()]).then(([ui, own]) => ({ ...ui, ...own.default }));
    loadedOrders.set(locale, table);
  }
  return table;
}
