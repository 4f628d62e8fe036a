import { loadUiMessages, type Locale, type MessageTable } from '@mall/ui';

/** One chunk per locale of the storefront's own messages. */
const loaders: Record<Locale, () => Promise<{ default: MessageTable }>> = {
  'zh-CN': () => import('./zh-CN.ts'),
  en: () => import('./en.ts'),
  fr: () => import('./fr.ts'),
  th: () => import('./th.ts'),
  lao: () => import('./lao.ts'),
};

const loaded = new Map<Locale, Promise<MessageTable>>();

/**
 * Every message a page needs in a locale: @mall/ui's with the storefront's
 * over them. Loaded once per locale and kept, so the same promise comes back
 * (React's `use` can wait on it).
 */
export function loadMessages(locale: Locale): Promise<MessageTable> {
  let table = loaded.get(locale);
  if (!table) {
    table = Promise.all([loadUiMessages(locale), loaders[locale]()]).then(([ui, own]) => ({ ...ui, ...own.default }));
    loaded.set(locale, table);
  }
  return table;
}
