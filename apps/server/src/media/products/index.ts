import { mix32, unit } from '../hash.ts';
import { applianceProducts } from './appliance.ts';
import { babyProducts } from './baby.ts';
import { beautyProducts } from './beauty.ts';
import { cultureProducts } from './culture.ts';
import { digitalProducts } from './digital.ts';
import { fashionProducts } from './fashion.ts';
import { foodProducts } from './food.ts';
import { homeProducts } from './home.ts';
import { officeProducts } from './office.ts';
import type { Drawing, Look } from './paint.ts';
import { sportsProducts } from './sports.ts';

/** The drawings of one leaf's goods: the forms they take and the colours they come in. */
export interface ProductArt {
  /** Body colours, `#rrggbb`. */
  colors: readonly string[];
  /** Forms (earbuds, headphones, speaker…); at least one. */
  forms: readonly Drawing[];
}

/*
 * Product drawings by leaf subject key: every leaf category of the mall has
 * its own goods, drawn in its own forms, so a phone, a tablet and a fitness
 * band never share a picture.
 */
const PRODUCTS = {
  ...digitalProducts,
  ...officeProducts,
  ...applianceProducts,
  ...fashionProducts,
  ...beautyProducts,
  ...foodProducts,
  ...homeProducts,
  ...babyProducts,
  ...sportsProducts,
  ...cultureProducts,
} as const satisfies Record<string, ProductArt>;

/** Key of a subject that has product drawings (every leaf category). */
export type ProductKey = keyof typeof PRODUCTS;

/** Every key with product drawings. */
export const PRODUCT_KEYS = Object.keys(PRODUCTS) as ProductKey[];

/** The product drawings of `key`, or undefined when the subject is not a leaf (a department, a service). */
export function findProduct(key: string): ProductArt | undefined {
  return Object.hasOwn(PRODUCTS, key) ? PRODUCTS[key as ProductKey] : undefined;
}

/** Second colours the drawings take details in: straps, labels, screens. */
const ACCENTS = ['#ff7a59', '#4f8cff', '#2fbf9f', '#f5b83d', '#a66bff', '#ff5c8a', '#24b5e0', '#7cc45a'] as const;

/**
 * Pictures come in runs of this many variants that share a form: a goods'
 * slider pictures and its SKUs' pictures are consecutive variants, so they
 * show the same product in different colours and poses, not different products.
 */
const FORM_RUN = 100;

/** What a picture of `art` with number `variant` shows: its form, colours and details. */
export interface ProductChoice {
  drawing: Drawing;
  look: Look;
  /** Index of the form in {@link ProductArt.forms}. */
  form: number;
}

/**
 * Picks the form, colours and details of picture `variant` (any non-negative
 * integer) of `art`; `form` fixes the form instead (a banner shows the first).
 */
export function chooseProduct(art: ProductArt, variant: number, form?: number): ProductChoice {
  const run = mix32(Math.floor(variant / FORM_RUN) + 0x51ed);
  form ??= run % art.forms.length;
  const drawing = art.forms[form] ?? art.forms[0];
  if (!drawing) throw new Error('a product has no forms');
  const color = art.colors[(variant + run) % art.colors.length] ?? '#888888';
  const accent = ACCENTS[mix32(variant * 7 + 3) % ACCENTS.length] ?? ACCENTS[0];
  return { drawing, form, look: { color, accent, detail: (salt) => unit(variant, salt + 500) } };
}
