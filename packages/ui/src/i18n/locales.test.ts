import { describe, expect, it } from 'vitest';
import { LOCALES, languageTag, localeOfTag } from './locales.ts';

describe('locale and language tag', () => {
  it('turns every locale’s tag back into the locale (Lao is `lo` for Intl, `lao` for the mall)', () => {
    for (const locale of LOCALES) expect(localeOfTag(languageTag(locale))).toBe(locale);
    expect(languageTag('lao')).toBe('lo');
  });

  it('takes the default for a tag the mall has no messages for', () => {
    expect(localeOfTag('de')).toBe('zh-CN');
    expect(localeOfTag('')).toBe('zh-CN');
  });
});
