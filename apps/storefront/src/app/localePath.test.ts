import { describe, expect, it } from 'vitest';
import { localeOfPath, localizePath, stripLocale } from './localePath.ts';

describe('locale prefixes (spec §2)', () => {
  it('reads the locale of a path', () => {
    expect(localeOfPath('/')).toBe('zh-CN');
    expect(localeOfPath('/goods_detail/5')).toBe('zh-CN');
    expect(localeOfPath('/en/goods_detail/5')).toBe('en');
    expect(localeOfPath('/lao')).toBe('lao');
    expect(localeOfPath('/zh-CN/x')).toBe('zh-CN');
    expect(localeOfPath('/english/x')).toBe('zh-CN');
  });

  it('strips the prefix', () => {
    expect(stripLocale('/en/goods_detail/5')).toBe('/goods_detail/5');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/goods_detail/5')).toBe('/goods_detail/5');
  });

  it('localizes in-mall paths only, keeping query and hash', () => {
    expect(localizePath('/goods_detail/5', 'en')).toBe('/en/goods_detail/5');
    expect(localizePath('/', 'th')).toBe('/th');
    expect(localizePath('/goods/goods_search?title=a#top', 'lao')).toBe('/lao/goods/goods_search?title=a#top');
    expect(localizePath('/fr/users/order_list?orderStatus=1', 'en')).toBe('/en/users/order_list?orderStatus=1');
    expect(localizePath('/en/users/order_list', 'zh-CN')).toBe('/users/order_list');
    expect(localizePath('/api/front/x', 'en')).toBe('/api/front/x');
    expect(localizePath('/media/art/logo/wordmark.svg', 'en')).toBe('/media/art/logo/wordmark.svg');
    expect(localizePath('https://m.mall.example.com/', 'en')).toBe('https://m.mall.example.com/');
    expect(localizePath('//cdn.example.com/a.js', 'en')).toBe('//cdn.example.com/a.js');
    expect(localizePath('mailto:a@b.c', 'en')).toBe('mailto:a@b.c');
  });
});
