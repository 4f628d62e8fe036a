import { avatarArt } from './avatarArt.ts';
import { bannerArt } from './bannerArt.ts';
import { findBanner } from './banners.ts';
import { coverArt } from './coverArt.ts';
import { goodsArt } from './goodsArt.ts';
import { iconArt } from './iconArt.ts';
import { licenceArt } from './licenceArt.ts';
import { findLicence } from './licences.ts';
import { logoArt } from './logoArt.ts';
import { FAMILY_ORDER } from './palette.ts';
import { findSubject } from './subjects.ts';

/*
 * Names each kind accepts (before `.svg`). Numbers have no leading zeros so
 * every picture has exactly one URL, which keeps caches from holding copies.
 */
const SUBJECT_VARIANT = /^([a-z]+)-(0|[1-9]\d{0,3})$/;
const SUBJECT_ONLY = /^([a-z]+)$/;
const AVATAR = /^u([1-9a-f][0-9a-f]{1,5})-(0|[1-9]\d?)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function subjectVariant(name: string, draw: typeof goodsArt): string | undefined {
  const match = SUBJECT_VARIANT.exec(name);
  const subject = match && findSubject(match[1] ?? '');
  return subject ? draw(subject, Number(match[2])) : undefined;
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
 * - `banner/<slug>.svg`: a slug of the banner registry;
 * - `licence/<kind>-<variant>.svg`: a kind of the licence registry, variant 0–9999;
 * - `logo/wordmark.svg`, `logo/wordmark-light.svg`.
 */
export function renderArt(kind: string, file: string): string | undefined {
  if (!file.endsWith('.svg')) return undefined;
  const name = file.slice(0, -'.svg'.length);
  switch (kind) {
    case 'goods':
      return subjectVariant(name, goodsArt);
    case 'cover':
      return subjectVariant(name, coverArt);
    case 'icon': {
      const subject = SUBJECT_ONLY.test(name) ? findSubject(name) : undefined;
      return subject && iconArt(subject);
    }
    case 'avatar':
      return avatar(name);
    case 'banner': {
      const spec = SLUG.test(name) ? findBanner(name) : undefined;
      return spec && bannerArt(spec);
    }
    case 'licence':
      return licence(name);
    case 'logo':
      return name === 'wordmark' ? logoArt(false) : name === 'wordmark-light' ? logoArt(true) : undefined;
    default:
      return undefined;
  }
}
