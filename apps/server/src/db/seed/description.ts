/** Escapes text for HTML element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

/** What a goods description says, every text in the description's language. */
export interface DescriptionInput {
  name: string;
  brand: string;
  merchantName: string;
  categoryName: string;
  /** Unit of sale, as the stock line shows it (台; units; unités). */
  unitName: string;
  points: readonly string[];
  axes: ReadonlyArray<{ name: string; values: readonly string[] }>;
  /** Freight per unit, cents; 0 for free shipping. */
  postage: number;
}

/** The fixed words of a description in one language. */
export interface DescriptionWords {
  about: string;
  highlights: string;
  specifications: string;
  notes: string;
  /** The opening sentence: what the goods is, where it is filed and who ships it. */
  intro(name: string, categoryName: string, merchantName: string): string;
  brand: string;
  category: string;
  unit: string;
  /** A specification line, label and value. */
  line(label: string, value: string): string;
  /** Joins an axis's values. */
  list(values: readonly string[]): string;
  freeShipping: string;
  /** Freight per unit in yuan, two decimals. */
  postage(yuan: string, unitName: string): string;
  dispatch: string;
  pictures: string;
}

/** The words of the mall's own descriptions, in zh-CN. */
export const ZH_DESCRIPTION: DescriptionWords = {
  about: '商品介绍',
  highlights: '产品亮点',
  specifications: '规格参数',
  notes: '购物须知',
  intro: (name, category, merchant) => `${name}，${category}精选好物，由${merchant}发货，正品保障。`,
  brand: '品牌',
  category: '分类',
  unit: '计量单位',
  line: (label, value) => `${label}：${value}`,
  list: (values) => values.join('、'),
  freeShipping: '本商品全国包邮（港澳台及偏远地区除外）。',
  postage: (yuan, unit) => `本商品运费 ￥${yuan}/${unit}。`,
  dispatch: '下单后48小时内发货，支持7天无理由退货。',
  pictures: '图片仅供参考，商品以实物为准。',
};

/**
 * The goods' description as a small HTML fragment: headings, paragraphs and
 * lists only, every text escaped, no scripts, styles, images or links, so
 * the storefront can show it as is. In zh-CN unless other `words` are given
 * (seed/translations/description.ts).
 */
export function describeGoods(d: DescriptionInput, words: DescriptionWords = ZH_DESCRIPTION): string {
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const specs = [
    words.line(words.brand, d.brand),
    words.line(words.category, d.categoryName),
    ...d.axes.map((axis) => words.line(axis.name, words.list(axis.values))),
    words.line(words.unit, d.unitName),
  ];
  const shipping = d.postage === 0 ? words.freeShipping : words.postage((d.postage / 100).toFixed(2), d.unitName);
  return [
    `<h3>${escapeHtml(words.about)}</h3>`,
    `<p>${escapeHtml(words.intro(d.name, d.categoryName, d.merchantName))}</p>`,
    `<h3>${escapeHtml(words.highlights)}</h3>`,
    list(d.points),
    `<h3>${escapeHtml(words.specifications)}</h3>`,
    list(specs),
    `<h3>${escapeHtml(words.notes)}</h3>`,
    `<p>${escapeHtml(shipping + words.dispatch)}</p>`,
    `<p>${escapeHtml(words.pictures)}</p>`,
  ].join('');
}
