import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageKey } from './messages.en.ts';
import { fr } from './messages.fr.ts';
import { lao } from './messages.lao.ts';
import { th } from './messages.th.ts';
import { zhCN } from './messages.zh-CN.ts';
import type { ServerLocale } from './locale.ts';

/** Every server message in every locale. */
export const serverMessages: Record<ServerLocale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en, fr, th, lao };

/** Values put into a message's `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

const formats = new Map<string, IntlMessageFormat>();

/** The formatting tag of a locale (`lao` formats as `lo`). */
const tagOf = (locale: ServerLocale) => (locale === 'lao' ? 'lo' : locale);

/** A server message in a locale, its placeholders filled. Compiled formats are cached. */
export function translate(key: MessageKey, params: MessageParams = {}, locale: ServerLocale = 'en'): string {
  const cacheKey = `${locale}\u0000${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(serverMessages[locale][key], tagOf(locale));
    formats.set(cacheKey, format);
  }
  return String(format.format(params));
}
