import { describe, expect, it } from 'vitest';
import {
  firstAvailableSelection,
  isSingleSpec,
  isValueAvailable,
  missingAttrs,
  selectedSku,
  skuKey,
  type SkuAttr,
  type SkuStock,
} from './skuSelection.ts';

const attrs: SkuAttr[] = [
  { attrName: '颜色', attrValues: ['曜石黑', '冰川蓝', '晨曦金'] },
  { attrName: '存储', attrValues: ['128GB', '256GB'] },
];

function sku(id: number, stock: number): SkuStock {
  return { id, stock, price: 100000 + id };
}

const skus: Record<string, SkuStock> = {
  '曜石黑,128GB': sku(1, 0),
  '曜石黑,256GB': sku(2, 5),
  '冰川蓝,128GB': sku(3, 3),
  '冰川蓝,256GB': sku(4, 0),
  '晨曦金,128GB': sku(5, 0),
  '晨曦金,256GB': sku(6, 0),
};

describe('skuKey', () => {
  it('joins the chosen values in axis order', () => {
    expect(skuKey(attrs, { 存储: '256GB', 颜色: '冰川蓝' })).toBe('冰川蓝,256GB');
  });
  it('is undefined while an axis is not chosen', () => {
    expect(skuKey(attrs, { 颜色: '冰川蓝' })).toBeUndefined();
    expect(skuKey(attrs, {})).toBeUndefined();
  });
  it('is undefined without axes', () => {
    expect(skuKey([], {})).toBeUndefined();
  });
  it('ignores keys of unknown axes', () => {
    expect(skuKey(attrs, { 颜色: '曜石黑', 存储: '128GB', 版本: '标准版' })).toBe('曜石黑,128GB');
  });
});

describe('selectedSku', () => {
  it('finds the SKU of a complete selection', () => {
    expect(selectedSku(attrs, skus, { 颜色: '曜石黑', 存储: '256GB' })?.id).toBe(2);
  });
  it('is undefined for an incomplete selection or a missing SKU', () => {
    expect(selectedSku(attrs, skus, { 颜色: '曜石黑' })).toBeUndefined();
    expect(selectedSku(attrs, skus, { 颜色: '玫瑰粉', 存储: '256GB' })).toBeUndefined();
  });
});

describe('isValueAvailable', () => {
  it('with nothing chosen, a value is available when any SKU with it is in stock', () => {
    expect(isValueAvailable(attrs, skus, {}, '颜色', '曜石黑')).toBe(true);
    expect(isValueAvailable(attrs, skus, {}, '颜色', '晨曦金')).toBe(false);
    expect(isValueAvailable(attrs, skus, {}, '存储', '128GB')).toBe(true);
  });
  it('respects the values chosen on the other axes', () => {
    expect(isValueAvailable(attrs, skus, { 存储: '128GB' }, '颜色', '曜石黑')).toBe(false);
    expect(isValueAvailable(attrs, skus, { 存储: '128GB' }, '颜色', '冰川蓝')).toBe(true);
    expect(isValueAvailable(attrs, skus, { 颜色: '冰川蓝' }, '存储', '256GB')).toBe(false);
  });
  it('ignores the current value of the axis itself', () => {
    expect(isValueAvailable(attrs, skus, { 颜色: '冰川蓝', 存储: '256GB' }, '颜色', '曜石黑')).toBe(true);
  });
  it('is false for values no SKU has and for malformed keys', () => {
    expect(isValueAvailable(attrs, skus, {}, '颜色', '玫瑰粉')).toBe(false);
    expect(isValueAvailable(attrs, { 曜石黑: sku(9, 10) }, {}, '颜色', '曜石黑')).toBe(false);
  });
});

describe('firstAvailableSelection', () => {
  it('picks the first combination in stock, first axis varying slowest', () => {
    expect(firstAvailableSelection(attrs, skus)).toEqual({ 颜色: '曜石黑', 存储: '256GB' });
  });
  it('falls back to the first combination when everything is sold out', () => {
    const soldOut = Object.fromEntries(Object.entries(skus).map(([k, s]) => [k, { ...s, stock: 0 }]));
    expect(firstAvailableSelection(attrs, soldOut)).toEqual({ 颜色: '曜石黑', 存储: '128GB' });
  });
  it('selects the only value of single-specification goods', () => {
    const single = [{ attrName: '规格', attrValues: ['默认'] }];
    expect(firstAvailableSelection(single, { 默认: sku(1, 8) })).toEqual({ 规格: '默认' });
    expect(isSingleSpec(single)).toBe(true);
    expect(isSingleSpec(attrs)).toBe(false);
  });
  it('is empty without axes or with an axis without values', () => {
    expect(firstAvailableSelection([], skus)).toEqual({});
    expect(firstAvailableSelection([{ attrName: '颜色', attrValues: [] }], skus)).toEqual({});
  });
});

describe('missingAttrs', () => {
  it('lists the axes not chosen yet in order', () => {
    expect(missingAttrs(attrs, {})).toEqual(['颜色', '存储']);
    expect(missingAttrs(attrs, { 存储: '128GB' })).toEqual(['颜色']);
  });
});
