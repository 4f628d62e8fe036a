import type { ServerLocale } from '../i18n/locale.ts';
import type { BannerSlug } from './banners.ts';
import type { LicenceKind } from './licences.ts';
import { FAMILY_ORDER, type Family } from './palette.ts';
import type { SubjectKey } from './subjects.ts';

/*
 * Builders of artwork URLs. Each URL names everything its picture needs, so
 * any server process draws the same picture for it (see render.ts for the
 * grammar). Paths are site-relative: the mall serves them itself.
 */

/** Where the artwork is served. */
export const ART_PREFIX = '/media/art';

/** Largest variant number a URL may carry. */
export const MAX_VARIANT = 9999;

function variantOf(n: number): number {
  return Math.abs(Math.trunc(n)) % (MAX_VARIANT + 1);
}

/** A goods picture (800×800) of `subject`; `variant` is any integer, reduced to 0–9999. */
export function goodsImageUrl(subject: SubjectKey, variant: number): string {
  return `${ART_PREFIX}/goods/${subject}-${variantOf(variant)}.svg`;
}

/** A shop header background (1200×300) of `subject`. */
export function coverImageUrl(subject: SubjectKey, variant: number): string {
  return `${ART_PREFIX}/cover/${subject}-${variantOf(variant)}.svg`;
}

/** An icon tile (120×120) of `subject`, for categories and guarantees. */
export function iconImageUrl(subject: SubjectKey): string {
  return `${ART_PREFIX}/icon/${subject}.svg`;
}

/**
 * A shop avatar (200×200) showing the first character of `name` on `family`'s
 * colours. @throws {Error} when `name` does not start with a letter or digit.
 */
export function avatarImageUrl(name: string, family: Family): string {
  const first = String.fromCodePoint(name.codePointAt(0) ?? 0);
  if (!/^[\p{L}\p{N}]$/u.test(first)) throw new Error(`avatar: "${name}" does not start with a letter or digit`);
  return `${ART_PREFIX}/avatar/u${(first.codePointAt(0) ?? 0).toString(16)}-${FAMILY_ORDER.indexOf(family)}.svg`;
}

/**
 * A banner (1200×400) from the banner registry, its words in `locale`
 * (zh-CN, the banners' own language, when omitted).
 */
export function bannerImageUrl(slug: BannerSlug, locale?: ServerLocale): string {
  return !locale || locale === 'zh-CN' ? `${ART_PREFIX}/banner/${slug}.svg` : `${ART_PREFIX}/banner/${slug}.${locale}.svg`;
}

/** A licence or permit (800×560) of kind `kind` for a shop's qualification tab; `variant` (reduced to 0–9999) draws its number. */
export function licenceImageUrl(kind: LicenceKind, variant: number): string {
  return `${ART_PREFIX}/licence/${kind}-${variantOf(variant)}.svg`;
}

/** The mall's wordmark (320×80); `light` for dark backgrounds. */
export function logoImageUrl(light = false): string {
  return `${ART_PREFIX}/logo/${light ? 'wordmark-light' : 'wordmark'}.svg`;
}
