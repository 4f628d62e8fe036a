import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '@mall/api';
import type { Translations } from '../db/schema.ts';
import { rankedLocales, SERVER_LOCALES, type ServerLocale } from './locale.ts';

/**
 * The language of the mall's content in an answer (spec §1;
 * docs/adr/0012-content-locales.md). Rows keep their source text in their
 * columns (zh-CN for what the platform wrote, the merchant's own language for
 * a shop's goods) and other locales in an `i18n` column; readers pick the
 * request's locale and fall back to the column, field by field.
 */

/** The language platform content is written in, and the answer's language when a request names none the mall speaks. */
export const SOURCE_LOCALE: ServerLocale = 'zh-CN';

/**
 * The content locale of a request. The `locale` cookie wins: it is the
 * shopper's own choice in the language switcher, while a browser's
 * `Accept-Language` is only its default (the storefront sends both, the same).
 * Then the first language of `Accept-Language` the mall speaks; then zh-CN,
 * the language the platform's content is written in, which is also what the
 * provider's clients expect when they ask for nothing.
 */
export function contentLocaleOf(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }, cookies?: Record<string, string | undefined>): ServerLocale {
  const chosen = cookies?.[LOCALE_COOKIE];
  const fromCookie = chosen && (SERVER_LOCALES as readonly string[]).includes(chosen) ? (chosen as ServerLocale) : undefined;
  if (fromCookie) return fromCookie;
  const header = headers['accept-language'];
  return (header && rankedLocales(header)[0]) || SOURCE_LOCALE;
}

/** {@link contentLocaleOf} for a Fastify request (cookies parsed by @fastify/cookie). */
export function requestContentLocale(request: FastifyRequest): ServerLocale {
  return contentLocaleOf(request.headers, request.cookies);
}

/**
 * SQL for a translatable column: the row's `field` in `locale` from its
 * `i18n` column when given and not empty, else the column itself. Values are
 * bound, so the statement text is the same for every locale; a prepared
 * statement passes the locale as a placeholder, given with each run.
 * `i18n` and `column` may be SQL naming a subquery's columns.
 */
export function localized(i18n: AnyColumn | SQL, column: AnyColumn | SQL, field: string, locale: ServerLocale | Placeholder): SQL<string> {
  return sql<string>`coalesce(nullif(${i18n} -> ${locale}::text ->> ${field}::text, ''), ${column})`;
}

/** A row's `field` in `locale` from its translations, else `fallback` (the source text). */
export function pickText(translations: Translations | null | undefined, field: string, locale: ServerLocale, fallback: string): string {
  const value = translations?.[locale]?.[field];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/**
 * A list field (`attrValues`) in `locale`: the translation when it has as many
 * entries as the source (entries line up by index), else the source.
 */
export function pickList(translations: Translations | null | undefined, field: string, locale: ServerLocale, fallback: readonly string[]): string[] {
  const value = translations?.[locale]?.[field];
  return Array.isArray(value) && value.length === fallback.length && value.every((v) => typeof v === 'string' && v !== '')
    ? [...value]
    : [...fallback];
}

/**
 * Text kept per locale in a site setting (`{ "zh-CN": "…", "en": "…" }`) or
 * as one string in the source language: the request's locale, else zh-CN,
 * else the first one given.
 */
export function pickLocaleText(value: string | Partial<Record<ServerLocale, string>> | null | undefined, locale: ServerLocale): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return value[locale] || value[SOURCE_LOCALE] || Object.values(value).find(Boolean) || '';
}
