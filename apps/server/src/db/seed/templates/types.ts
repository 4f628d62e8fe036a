/** A specification axis goods of a leaf category may have, e.g. 颜色 or 存储容量. */
export interface AxisSpec {
  name: string;
  values: readonly string[];
  /**
   * Price increase each value brings, as a fraction of the base price (0.25 =
   * 25 % dearer), so larger packs cost more whatever the goods cost. When
   * present the values run from cheapest up and goods take a prefix of them
   * (you cannot sell 1TB without the smaller sizes); otherwise any 2–4
   * values in list order.
   */
  uplift?: readonly number[];
}

/** A product name without brand, like a marketplace listing, with the range of its base price in yuan. */
export type GoodsName = readonly [name: string, minYuan: number, maxYuan: number];

/** How goods of one leaf category are made up: words, prices and specifications. */
export interface LeafTemplate {
  /** Unit of sale, e.g. 台, 件, 盒. */
  unitName: string;
  /** Share of goods with free shipping, 0–1. */
  freeShipping: number;
  /** Product names, each combined with an edition; the price range is the cheapest specification's. */
  names: readonly GoodsName[];
  /** Listing suffixes such as 2025新款. */
  editions: readonly string[];
  /** Selling points; each goods shows 3–4 of them. */
  points: readonly string[];
  /** Search keywords shared by the leaf. */
  keywords: readonly string[];
  /** Axes goods pick 1–3 of; an empty list means single-specification goods only. */
  axes: readonly AxisSpec[];
}
