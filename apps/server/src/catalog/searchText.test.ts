import { describe, expect, it } from 'vitest';
import { goodsSearchTextOf, searchQueryOf, searchTextOf } from './searchText.ts';

const terms = (...fields: string[]) => searchTextOf(...fields).split(' ');

describe('searchTextOf', () => {
  it('indexes Chinese runs by character and neighbouring pair, never across a space or comma', () => {
    expect(terms('无线耳机 降噪')).toEqual(['无', '线', '耳', '机', '无线', '线耳', '耳机', '降', '噪', '降噪']);
    expect(terms('耳机,降噪')).not.toContain('机降');
  });

  it('indexes Latin words lower-cased, letters and digits apart, accents and widths folded', () => {
    expect(terms('Mate60 PRO')).toEqual(['mate', '60', 'pro']);
    expect(terms('Ｃａｆé crème')).toEqual(['cafe', 'creme']);
  });

  it('splits Chinese from Latin and numbers written against it, and joins fields without duplicates', () => {
    expect(terms('型号X20手机', '手机')).toEqual(['型', '号', '型号', 'x', '20', '手', '机', '手机']);
  });

  it('gives single spaces between terms and nothing for text without letters or digits', () => {
    expect(searchTextOf('  手机  ', ' , ', 'x')).toBe('手 机 手机 x');
    expect(searchTextOf('%_%', '！？')).toBe('');
  });
});

describe('searchQueryOf', () => {
  it('matches one Chinese character as itself and longer runs by all their pairs', () => {
    expect(searchQueryOf('耳')).toBe("'耳'");
    expect(searchQueryOf('手机')).toBe("'手机'");
    expect(searchQueryOf('降噪耳机')).toBe("'降噪' & '噪耳' & '耳机'");
  });

  it('matches Latin words and numbers as prefixes, folded like the index', () => {
    expect(searchQueryOf('Nova X2')).toBe("'nova':* & 'x':* & '2':*");
    expect(searchQueryOf('ＣＡＦÉ')).toBe("'cafe':*");
  });

  it('is null when the text has no letter or digit, so it finds nothing', () => {
    expect(searchQueryOf('%_%')).toBeNull();
    expect(searchQueryOf("'&|!")).toBeNull();
  });

  it('uses only terms the index can hold: every query term of a name is one of its terms', () => {
    const name = '商城优选 Nova X20 Pro 真无线蓝牙耳机 主动降噪';
    const indexed = new Set(terms(name));
    const query = searchQueryOf('蓝牙耳机 nova x20') ?? '';
    for (const part of query.split(' & ')) {
      const term = /^'(.*)'(:\*)?$/.exec(part)?.[1] ?? '';
      expect([...indexed].some((t) => (part.endsWith(':*') ? t.startsWith(term) : t === term)), part).toBe(true);
    }
  });
});

/** True when every term of `query` matches one of the goods' terms, as `@@` would decide. */
function finds(indexed: string, query: string): boolean {
  const held = indexed.split(' ');
  return (searchQueryOf(query) ?? '').split(' & ').every((part) => {
    const term = /^'(.*)'(:\*)?$/.exec(part)?.[1] ?? '';
    return held.some((t) => (part.endsWith(':*') ? t.startsWith(term) : t === term));
  });
}

describe('goodsSearchTextOf', () => {
  const phone = {
    name: '极客 5G智能手机 全网通',
    keyword: '极客,手机,智能手机',
    i18n: {
      en: { name: 'Geek 5G Smartphone, All Carriers', keyword: 'Geek,phone,smartphone', info: 'Large battery' },
      fr: { name: 'Geek Smartphone 5G tous opérateurs', keyword: 'Geek,téléphone,smartphone' },
      th: { keyword: 'Geek,โทรศัพท์มือถือ', unitName: 'เครื่อง' },
      lao: { keyword: 'Geek,ໂທລະສັບມືຖື' },
    },
  };

  it('is the terms of the name and keywords alone for goods without translations', () => {
    expect(goodsSearchTextOf({ name: phone.name, keyword: phone.keyword })).toBe(searchTextOf(phone.name, phone.keyword));
    expect(goodsSearchTextOf({ name: phone.name, keyword: phone.keyword, i18n: {} })).toBe(searchTextOf(phone.name, phone.keyword));
  });

  it('adds the translated names and keywords of every locale, never other fields', () => {
    const terms = goodsSearchTextOf(phone).split(' ');
    expect(terms).toEqual(expect.arrayContaining(['手机', 'geek', 'phone', 'smartphone', 'carriers', 'telephone', 'operateurs']));
    expect(terms).not.toContain('battery');
    expect(terms.some((t) => t.includes('เค'))).toBe(false);
  });

  it('lets a search in any language find the goods, Thai and Lao by their character pairs', () => {
    const indexed = goodsSearchTextOf(phone);
    for (const query of ['手机', 'phone', 'Smartphone', 'téléphone', 'telephone', 'TÉLÉPHONE 5g', 'โทรศัพท์', 'มือถือ', 'ໂທລະສັບ']) {
      expect(finds(indexed, query), query).toBe(true);
    }
    for (const query of ['tablet', 'โทรทัศน์', 'ແທັບເລັດ']) expect(finds(indexed, query), query).toBe(false);
  });
});
