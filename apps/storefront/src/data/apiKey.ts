import type { EndpointInput, EndpointKey } from '@mall/api';
import type { Locale } from '@mall/ui';

/**
 * SWR key of an endpoint call: the contract key, its input, and the locale
 * its answer is in. The server answers the mall's content (names, banners,
 * coupons, goods) in the shopper's language (docs/adr/0012-content-locales.md),
 * so an answer read in one language is another entry than the same call in
 * another: after a language switch every page reads its content again
 * instead of showing the old language's.
 */
export type ApiKey<K extends EndpointKey> = readonly [K, EndpointInput<K>, Locale];

/** The SWR key of calling `key` with `input` in `locale`; null (no call) when `input` is null. */
export function apiKeyOf<K extends EndpointKey>(key: K, input: EndpointInput<K> | null, locale: Locale): ApiKey<K> | null {
  return input === null ? null : ([key, input, locale] as const);
}
