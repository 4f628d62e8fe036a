import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales.ts';
import en from './locales/en.ts';
import fr from './locales/fr.ts';
import lao from './locales/lao.ts';
import th from './locales/th.ts';
import zhCN from './locales/zh-CN.ts';
import { loadUiMessages } from './loadMessages.ts';

const uiMessages: Record<Locale, Record<string, string>> = { 'zh-CN': zhCN, en, fr, th, lao };

/** Names of the ICU arguments a message uses, e.g. `{amount}` → amount. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    out.add(el.value);
    if ('options' in el) for (const opt of Object.values(el.options)) argumentsOf(opt.value, out);
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

describe('ui messages', () => {
  const reference = uiMessages['zh-CN'];
  const ids = Object.keys(reference).sort();

  it('has messages at all', () => {
    expect(ids.length).toBeGreaterThan(10);
  });

  it('loads one locale at a time, the same table as the locale module', async () => {
    for (const locale of LOCALES) expect(await loadUiMessages(locale)).toEqual(uiMessages[locale]);
  });

  for (const locale of LOCALES) {
    it(`${locale} has every message id of zh-CN and no other`, () => {
      expect(Object.keys(uiMessages[locale]).sort()).toEqual(ids);
    });
    it(`${locale} messages are non-empty, parse as ICU and use the same arguments as zh-CN`, () => {
      for (const id of ids) {
        const text = uiMessages[locale][id]!;
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        const args = [...argumentsOf(parse(text))].sort();
        expect(args, `${locale} ${id}`).toEqual([...argumentsOf(parse(reference[id]!))].sort());
      }
    });
  }
});
