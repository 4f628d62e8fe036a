import { avatarArt } from './avatarArt.ts';
import { bannerArt } from './bannerArt.ts';
import { findBanner } from './banners.ts';
import { coverArt } from './coverArt.ts';
import { SERVER_LOCALES, type ServerLocale } from '../i18n/locale.ts';
import { goodsArt, iconGoodsArt } from './goodsArt.ts';
import { iconArt } from './iconArt.ts';
import { licenceArt } from './licenceArt.ts';
import { findLicence } from './licences.ts';
import { logoArt } from './logoArt.ts';
import { FAMILY_ORDER } from './palette.ts';
import { findProduct } from './products/index.ts';
import { findSubject, type Subject } from './subjects.ts';

/*
 * Names each kind accepts (before `.svg`). Numbers have no leading zeros so
 * every picture has exactly one URL, which keeps caches from holding copies.
 */
const SUBJECT_VARIANT = /^([a-z]+)-(0|[1-9]\d{0,3})$/;
const SUBJECT_ONLY = /^([a-z]+)$/;
const AVATAR = /^u([1-9a-f][0-9a-f]{1,5})-(0|[1-9]\d?)$/;
/** A banner's slug, then its locale unless zh-CN (which has the bare slug, so one URL per picture). */
const BANNER = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\\.(${SERVER_LOCALES.filter((l) => l !== 'zh-CN').join('|')}))?$`);

function subjectVariant(name: string, draw: (subject: Subject, key: string, variant: number) => string): string | undefined {
  const match = SUBJECT_VARIANT.exec(name);
  const key = match?.[1] ?? '';
  const subject = match && findSubject(key);
  return subject ? draw(subject, key, Number(match[2])) : undefined;
}

/** A goods picture: the leaf's product drawings, or the icon for a subject that has none. */
function goods(subject: Subject, key: string, variant: number): string {
  const art = findProduct(key);
  return art ? goodsArt(subject, art, variant) : iconGoodsArt(subject, variant);
}

function banner(name: string): string | undefined {
  const match = BANNER.exec(name);
  const spec = match && findBanner(match[1] ?? '');
  return spec ? bannerArt(spec, (match[2] as ServerLocale | undefined) ?? 'zh-CN') : undefined;
}

function licence(name: string): string | undefined {
  const match = SUBJECT_VARIANT.exec(name);
  const spec = match && findLicence(match[1] ?? '');
  return spec ? licenceArt(spec, Number(match[2])) : undefined;
}

function avatar(name: string): string | undefined {
  const match = AVATAR.exec(name);
  if (!match) return undefined;
  const codePoint = Number.parseInt(match[1] ?? '', 16);
  const family = FAMILY_ORDER[Number(match[2])];
  if (!family || codePoint > 0x10ffff) return undefined;
  const character = String.fromCodePoint(codePoint);
  return /^[\p{L}\p{N}]$/u.test(character) ? avatarArt(character, family) : undefined;
}

/**
 * The SVG document for `/media/art/<kind>/<file>`, or undefined when the kind
 * is unknown or the file name does not name a picture of that kind.
 * Pure: the same path always gives the same bytes.
 *
 * Kinds and file names (see urls.ts for builders):
 * - `goods/<subject>-<variant>.svg`, `cover/<subject>-<variant>.svg`: variant 0–9999;
 * - `icon/<subject>.svg`;
 * - `avatar/u<hex code point>-<family index>.svg`: one letter or digit;
 * - `banner/<slug>.svg` (zh-CN), `banner/<slug>.<locale>.svg` (en, fr, th, lao): a slug of the banner registry;
 * - `licence/<kind>-<variant>.svg`: a kind of the licence registry, variant 0–9999;
 * - `logo/wordmark.svg`, `logo/wordmark-light.svg`.
 */
export function renderArt(kind: string, file: string): string | undefined {
  if (!file.endsWith('.svg')) return undefined;
  const name = file.slice(0, -'.svg'.length);
  switch (kind) {
    case 'goods':
      return subjectVariant(name, goods);
    case 'cover':
      return subjectVariant(name, (subject, _key, variant) => coverArt(subject, variant));
    case 'icon': {
      const subject = SUBJECT_ONLY.test(name) ? findSubject(name) : undefined;
      return subject && iconArt(subject);
    }
    case 'avatar':
      return avatar(name);
    case 'banner':
      return banner(name);
    case 'licence':
      return licence(name);
    case 'logo':
      return name === 'wordmark' ? logoArt(false) : name === 'wordmark-light' ? logoArt(true) : undefined;
    default:
      return undefined;
  }
}
