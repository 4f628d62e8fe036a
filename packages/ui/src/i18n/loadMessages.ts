import type { MessageTable } from './messageTable.ts';
import type { Locale } from './locales.ts';

/** One chunk per locale: a page downloads only its own language's messages. */
const loaders: Record<Locale, () => Promise<{ default: MessageTable }>> = {
  'zh-CN': () => import('./locales/zh-CN.ts'),
  en: () => import('./locales/en.ts'),
  fr: () => import('./locales/fr.ts'),
  th: () => import('./locales/th.ts'),
  lao: () => import('./locales/lao.ts'),
};

const loaded = new Map<Locale, Promise<MessageTable>>();

/**
 * Every message of @mall/ui in a locale, loaded once and then served from
 * memory. Pass them (with the app's own) to `MallProvider messages`.
 */
export function loadUiMessages(locale: Locale): Promise<MessageTable> {
  let table = loaded.get(locale);
  if (!table) {
    table = loaders[locale]().then((m) => m.default);
    loaded.set(locale, table);
  }
  return table;
}
