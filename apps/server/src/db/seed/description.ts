/** Escapes text for HTML element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

/** What a goods description says. */
export interface DescriptionInput {
  name: string;
  brand: string;
  merchantName: string;
  categoryName: string;
  unitName: string;
  points: readonly string[];
  axes: ReadonlyArray<{ name: string; values: readonly string[] }>;
  /** Freight per unit, cents; 0 for free shipping. */
  postage: number;
}

/**
 * The goods' description as a small HTML fragment: headings, paragraphs and
 * lists only, every text escaped, no scripts, styles, images or links, so
 * the storefront can show it as is.
 */
export function describeGoods(d: DescriptionInput): string {
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const specs = [
    `品牌：${d.brand}`,
    `分类：${d.categoryName}`,
    ...d.axes.map((axis) => `${axis.name}：${axis.values.join('、')}`),
    `计量单位：${d.unitName}`,
  ];
  const shipping =
    d.postage === 0 ? '本商品全国包邮（港澳台及偏远地区除外）。' : `本商品运费 ￥${(d.postage / 100).toFixed(2)}/${d.unitName}。`;
  return [
    '<h3>商品介绍</h3>',
    `<p>${escapeHtml(d.name)}，${escapeHtml(d.categoryName)}精选好物，由${escapeHtml(d.merchantName)}发货，正品保障。</p>`,
    '<h3>产品亮点</h3>',
    list(d.points),
    '<h3>规格参数</h3>',
    list(specs),
    '<h3>购物须知</h3>',
    `<p>${escapeHtml(shipping)}下单后48小时内发货，支持7天无理由退货。</p>`,
    '<p>图片仅供参考，商品以实物为准。</p>',
  ].join('');
}
