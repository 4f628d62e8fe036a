import { describe, expect, it } from 'vitest';
import type { SkuValue } from '@mall/api';
import { localizedSpecs, skuDisplay, skuText, type StoredAxis } from './skuText.ts';

const colour: StoredAxis = {
  attrName: '颜色',
  attrValues: ['红', '蓝'],
  i18n: { en: { attrName: 'Colour', attrValues: ['Red', 'Blue'] }, fr: { attrName: 'Couleur' } },
};
const size: StoredAxis = { attrName: '尺码', attrValues: ['大', '小'], i18n: { en: { attrName: 'Size', attrValues: ['Large', 'Small'] } } };

function sku(id: number, values: string[]): SkuValue {
  return {
    id,
    productId: 1,
    sku: values.join(','),
    attrValue: { 颜色: values[0]!, 尺码: values[1]! },
    price: 100,
    otPrice: 0,
    stock: 1,
    sales: 0,
    image: '',
  };
}

describe('skuText', () => {
  it('reads a SKU string and attr_value through the axes, value by index', () => {
    const text = skuText([colour, size], 'en');
    expect(text.axes).toEqual([
      { attrName: 'Colour', attrValues: ['Red', 'Blue'] },
      { attrName: 'Size', attrValues: ['Large', 'Small'] },
    ]);
    expect(text.skuOf('蓝,小')).toBe('Blue,Small');
    expect(text.attrValueOf({ 颜色: '蓝', 尺码: '大' })).toEqual({ Colour: 'Blue', Size: 'Large' });
  });

  it('falls back field by field: a name without values, a locale without anything', () => {
    const fr = skuText([colour, size], 'fr');
    expect(fr.axes).toEqual([
      { attrName: 'Couleur', attrValues: ['红', '蓝'] },
      { attrName: '尺码', attrValues: ['大', '小'] },
    ]);
    expect(fr.skuOf('红,大')).toBe('红,大');
    expect(skuText([colour, size], 'th').skuOf('红,大')).toBe('红,大');
  });

  it('keeps the source values of an axis whose translation has a comma, a repeated value or the wrong length', () => {
    for (const attrValues of [['Red, dark', 'Blue'], ['Blue', 'Blue'], ['Red']]) {
      const text = skuText([{ ...colour, i18n: { en: { attrValues } } }, size], 'en');
      expect(text.axes[0]!.attrValues).toEqual(['红', '蓝']);
      expect(text.skuOf('红,大')).toBe('红,Large');
    }
  });

  it('keeps the source axis names when the translated ones would not tell the axes apart', () => {
    const text = skuText([colour, { ...size, i18n: { en: { attrName: 'Colour' } } }], 'en');
    expect(text.axes.map((a) => a.attrName)).toEqual(['颜色', '尺码']);
  });

  it('cannot read a SKU string that is not one value of each axis', () => {
    const text = skuText([colour, size], 'en');
    expect(text.skuOf('红')).toBeUndefined();
    expect(text.skuOf('绿,大')).toBeUndefined();
    expect(skuDisplay([colour, size], '绿,大', 'en')).toBe('绿,大');
  });
});

describe('localizedSpecs', () => {
  it('keys the SKUs by their string in the locale, joined from the shown values', () => {
    const specs = localizedSpecs(
      [
        { ...colour, id: 1, productId: 1 },
        { ...size, id: 2, productId: 1 },
      ],
      [sku(10, ['红', '大']), sku(11, ['蓝', '小'])],
      'en',
    );
    expect(specs.productAttr[0]).toEqual({ id: 1, productId: 1, attrName: 'Colour', attrValues: ['Red', 'Blue'] });
    expect(Object.keys(specs.productValue)).toEqual(['Red,Large', 'Blue,Small']);
    expect(specs.productValue['Blue,Small']).toMatchObject({ id: 11, sku: 'Blue,Small', attrValue: { Colour: 'Blue', Size: 'Small' } });
  });

  it('answers everything as stored when one SKU cannot be read through the axes, so keys still match the axes', () => {
    const specs = localizedSpecs(
      [
        { ...colour, id: 1, productId: 1 },
        { ...size, id: 2, productId: 1 },
      ],
      [sku(10, ['红', '大']), { ...sku(11, ['蓝', '小']), sku: '蓝' }],
      'en',
    );
    expect(specs.productAttr.map((a) => a.attrName)).toEqual(['颜色', '尺码']);
    expect(Object.keys(specs.productValue)).toEqual(['红,大', '蓝']);
  });

  it('keeps the key "" of goods without axes', () => {
    const specs = localizedSpecs([], [{ ...sku(10, []), sku: '', attrValue: {} }], 'en');
    expect(Object.keys(specs.productValue)).toEqual(['']);
  });
});
