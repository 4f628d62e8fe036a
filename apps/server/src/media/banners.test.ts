import { describe, expect, it } from 'vitest';
import { BANNER_TITLES } from '../db/seed/bannerTitles.ts';
import { SERVER_LOCALES } from '../i18n/locale.ts';
import { bannerArt } from './bannerArt.ts';
import { BANNER_FALLBACKS, BANNER_SLUGS, bannerWords, findBanner } from './banners.ts';
import { fitText } from './fitText.ts';
import { escapeXml } from './svg.ts';

const OTHER_LOCALES = SERVER_LOCALES.filter((l) => l !== 'zh-CN');

function spec(slug: string) {
  const found = findBanner(slug);
  if (!found) throw new Error(`no banner ${slug}`);
  return found;
}

describe('banner pictures', () => {
  it.each(BANNER_SLUGS)('%s renders in every locale as outlines, each translated locale its own picture', (slug) => {
    const zh = bannerArt(spec(slug), 'zh-CN');
    for (const locale of SERVER_LOCALES) {
      const svg = bannerArt(spec(slug), locale);
      expect(svg, locale).not.toContain('<text');
      expect(svg, locale).toMatch(/<path transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+\)" fill="#fff" d="M/);
      const { words } = bannerWords(spec(slug), locale);
      expect(svg, locale).toContain(`<title>${escapeXml(words.title)}</title>`);
      const fallsBack = BANNER_FALLBACKS.some((f) => f.slug === slug && f.locale === locale && f.part === 'words');
      if (locale !== 'zh-CN') expect(svg === zh, locale).toBe(fallsBack);
    }
  });

  it('lists exactly the words each locale does without', () => {
    const gaps = BANNER_SLUGS.flatMap((slug) =>
      OTHER_LOCALES.flatMap((locale) => {
        const words = spec(slug).words[locale];
        if (!words) return [{ slug, locale, part: 'words' }];
        return !words.subtitle && spec(slug).words['zh-CN'].subtitle ? [{ slug, locale, part: 'subtitle' }] : [];
      }),
    );
    expect(gaps).toEqual([...BANNER_FALLBACKS]);
  });

  it('write in every locale the banner names the home page gives them', () => {
    for (const [slug, names] of Object.entries(BANNER_TITLES)) {
      for (const locale of SERVER_LOCALES) expect(bannerWords(spec(slug), locale).words.title, `${slug} ${locale}`).toBe(names[locale]);
    }
  });

  it('fit every title and subtitle in the space left of the picture', () => {
    for (const slug of BANNER_SLUGS) {
      for (const locale of SERVER_LOCALES) {
        const { words, locale: lang } = bannerWords(spec(slug), locale);
        const title = fitText(words.title, { maxWidth: 600, maxLines: 2, maxSize: 68, minSize: 38, weight: 700, locale: lang });
        const subtitle = fitText(words.subtitle, { maxWidth: 600, maxLines: 2, maxSize: 30, minSize: 22, locale: lang });
        expect(title.fits && subtitle.fits, `${slug} ${locale}`).toBe(true);
      }
    }
  });

  it('moves the button below a subtitle that takes two lines', () => {
    const zh = bannerArt(spec('appliance-trade-in'), 'zh-CN');
    const fr = bannerArt(spec('appliance-trade-in'), 'fr');
    const buttonTop = (svg: string) => Number(/<rect x="96" y="([\d.]+)" width="[\d.]+" height="56" rx="28"/.exec(svg)?.[1]);
    expect(buttonTop(fr)).toBeGreaterThan(buttonTop(zh));
    expect(buttonTop(fr) + 56).toBeLessThanOrEqual(400);
  });
});
