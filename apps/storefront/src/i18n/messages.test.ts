import { describe, expect, it } from 'vitest';
import { LOCALES, loadUiMessages, type Locale } from '@mall/ui';
import en from './en.ts';
import fr from './fr.ts';
import lao from './lao.ts';
import { loadMessages, loadOrderMessages } from './loadMessages.ts';
import ordersEn from './orders/en.ts';
import ordersFr from './orders/fr.ts';
import ordersLao from './orders/lao.ts';
import ordersTh from './orders/th.ts';
import ordersZhCN from './orders/zh-CN.ts';
import th from './th.ts';
import zhCN from './zh-CN.ts';

const tables: Record<Locale, Record<string, string>> = { 'zh-CN': zhCN, en, fr, th, lao };
const orderTables: Record<Locale, Record<string, string>> = { 'zh-CN': ordersZhCN, en: ordersEn, fr: ordersFr, th: ordersTh, lao: ordersLao };

describe('storefront messages', () => {
  const ids = Object.keys(zhCN).sort();
  const orderIds = Object.keys(ordersZhCN).sort();
  for (const locale of LOCALES) {
    it(`${locale} has every page message, none empty`, () => {
      expect(Object.keys(tables[locale]).sort()).toEqual(ids);
      for (const id of ids) expect(tables[locale][id]?.trim(), `${locale} ${id}`).toBeTruthy();
    });
    it(`${locale} has every message of the order pages, none empty`, () => {
      expect(Object.keys(orderTables[locale]).sort()).toEqual(orderIds);
      for (const id of orderIds) expect(orderTables[locale][id]?.trim(), `${locale} ${id}`).toBeTruthy();
    });
  }

  it('the order pages’ messages are their own: none is also an every-page message', () => {
    expect(orderIds.filter((id) => id in zhCN)).toEqual([]);
  });

  it('names every reason the server gives a points change (integral.*)', () => {
    for (const title of ['integral.orderUse', 'integral.orderUseBack', 'integral.orderGain', 'integral.orderGainBack', 'integral.gift', 'integral.review']) {
      expect(orderIds).toContain(title);
    }
  });

  it("a locale loads the library's messages and the page messages together", async () => {
    const table = await loadMessages('th');
    expect(table['app.name']).toBe(th['app.name']);
    expect(table['common.retry']).toBe('ลองอีกครั้ง');
    expect(await loadMessages('th')).toBe(table);
  });

  it("every page's messages leave out the order and points families, which load with the order pages", async () => {
    const every = await loadMessages('zh-CN');
    const orders = await loadOrderMessages('zh-CN');
    const library = await loadUiMessages('zh-CN', 'orders');
    expect(Object.keys(library).length).toBeGreaterThan(0);
    for (const id of Object.keys(library)) {
      expect(every[id], id).toBeUndefined();
      expect(orders[id], id).toBe(library[id]);
    }
    expect(orders['confirm.coupons']).toBe(ordersZhCN['confirm.coupons']);
    expect(await loadOrderMessages('zh-CN')).toBe(orders);
  });
});
