import type { DescriptionWords } from '../description.ts';
import type { TranslatedLocale } from '../localeTexts.ts';

/*
 * The fixed words of the seeded goods descriptions (seed/description.ts) in
 * the locales whose goods texts are complete. Thai and Lao have none: their
 * names and selling points fall back to the merchant's text, so a
 * description in them would be half Chinese; the zh-CN one is shown instead.
 */

const EN_DESCRIPTION: DescriptionWords = {
  about: 'About this item',
  highlights: 'Highlights',
  specifications: 'Specifications',
  notes: 'Before you buy',
  intro: (name, category, merchant) => `${name}: a selected item in ${category}, shipped by ${merchant}. Genuine goods guaranteed.`,
  brand: 'Brand',
  category: 'Category',
  unit: 'Sold in',
  line: (label, value) => `${label}: ${value}`,
  list: (values) => values.join(', '),
  freeShipping: 'Free shipping nationwide (except Hong Kong, Macao, Taiwan and remote areas). ',
  postage: (yuan) => `Shipping: ￥${yuan} per unit. `,
  dispatch: 'Ships within 48 hours of your order; returns accepted within 7 days, no reason needed.',
  pictures: 'Pictures are for illustration only; the goods themselves prevail.',
};

const FR_DESCRIPTION: DescriptionWords = {
  about: 'Présentation',
  highlights: 'Points forts',
  specifications: 'Caractéristiques',
  notes: 'Bon à savoir',
  intro: (name, category, merchant) => `${name} : une sélection de la catégorie ${category}, expédiée par ${merchant}. Authenticité garantie.`,
  brand: 'Marque',
  category: 'Catégorie',
  unit: 'Vendu par',
  line: (label, value) => `${label} : ${value}`,
  list: (values) => values.join(', '),
  freeShipping: 'Livraison gratuite dans tout le pays (hors Hong Kong, Macao, Taïwan et régions isolées). ',
  postage: (yuan) => `Frais de port : ${yuan.replace('.', ',')} ￥ par unité. `,
  dispatch: 'Expédition sous 48 heures après la commande ; retour accepté sous 7 jours sans justification.',
  pictures: 'Photos non contractuelles.',
};

/** Description words by locale; a locale without them gets no translated description. */
export const DESCRIPTION_WORDS: Partial<Record<TranslatedLocale, DescriptionWords>> = { en: EN_DESCRIPTION, fr: FR_DESCRIPTION };
