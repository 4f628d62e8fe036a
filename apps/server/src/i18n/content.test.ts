import { describe, expect, it } from 'vitest';
import { contentLocaleOf, pickList, pickLocaleText, pickText } from './content.ts';

describe('contentLocaleOf', () => {
  it('takes the locale cookie over Accept-Language', () => {
    expect(contentLocaleOf({ 'accept-language': 'fr-FR,fr;q=0.9' }, { locale: 'th' })).toBe('th');
  });
  it('takes the first language of Accept-Language the mall speaks, by q-value', () => {
    expect(contentLocaleOf({ 'accept-language': 'de;q=1, lo;q=0.8, en;q=0.5' })).toBe('lao');
  });
  it('ignores a cookie that names no locale of the mall', () => {
    expect(contentLocaleOf({ 'accept-language': 'en' }, { locale: 'de' })).toBe('en');
  });
  it('answers in zh-CN when nothing names a language the mall speaks', () => {
    expect(contentLocaleOf({})).toBe('zh-CN');
    expect(contentLocaleOf({ 'accept-language': 'de, ja;q=0.5' })).toBe('zh-CN');
  });
});

describe('picking a translation', () => {
  const i18n = { en: { name: 'Phones', attrValues: ['Black', 'White'] }, th: { name: '' } };
  it('gives the locale text, or the source when missing or empty', () => {
    expect(pickText(i18n, 'name', 'en', '手机')).toBe('Phones');
    expect(pickText(i18n, 'name', 'th', '手机')).toBe('手机');
    expect(pickText(undefined, 'name', 'fr', '手机')).toBe('手机');
  });
  it('gives a translated list only when it lines up with the source', () => {
    expect(pickList(i18n, 'attrValues', 'en', ['黑', '白'])).toEqual(['Black', 'White']);
    expect(pickList(i18n, 'attrValues', 'en', ['黑', '白', '蓝'])).toEqual(['黑', '白', '蓝']);
  });
  it('reads text kept per locale in a setting, falling back to zh-CN', () => {
    expect(pickLocaleText({ 'zh-CN': '地址', en: 'Address' }, 'en')).toBe('Address');
    expect(pickLocaleText({ 'zh-CN': '地址', en: 'Address' }, 'lao')).toBe('地址');
    expect(pickLocaleText('地址', 'fr')).toBe('地址');
  });
});
