import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { BANNER_SLUGS } from './banners.ts';
import { licenceNumber } from './licenceArt.ts';
import { PRODUCT_KEYS } from './products/index.ts';
import { renderArt } from './render.ts';
import { escapeXml } from './svg.ts';
import { drawText } from './text.ts';
import { mediaRoutes } from './routes.ts';
import { avatarImageUrl, bannerImageUrl, coverImageUrl, goodsImageUrl, iconImageUrl, licenceImageUrl, logoImageUrl } from './urls.ts';

/** A bare app; its error handler only mirrors HttpError codes, as the real one does for 404. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    reply.status(error instanceof HttpError ? error.code : 500).send({ code: error instanceof HttpError ? error.code : 500 }),
  );
  mediaRoutes(app);
  await app.ready();
});
afterAll(() => app.close());

/** Elements opened minus closed in a document; 0 for balanced markup. */
function unbalanced(svg: string): number {
  const opened = svg.match(/<[a-zA-Z][^>]*[^/]>|<[a-zA-Z]>/g)?.length ?? 0;
  const closed = svg.match(/<\/[a-zA-Z][^>]*>/g)?.length ?? 0;
  return opened - closed;
}

describe('GET /media/art/:kind/:name', () => {
  it('draws a goods picture as well-formed SVG with cache headers', async () => {
    const res = await app.inject({ method: 'GET', url: goodsImageUrl('phone', 3) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(res.body.endsWith('</svg>')).toBe(true);
    expect(res.body).toContain('<title>手机</title>');
    expect(unbalanced(res.body)).toBe(0);
  });

  it('gives the same bytes for the same URL and different pictures for different variants', async () => {
    const a = await app.inject({ method: 'GET', url: '/media/art/goods/laptop-7.svg' });
    const b = await app.inject({ method: 'GET', url: '/media/art/goods/laptop-7.svg' });
    const c = await app.inject({ method: 'GET', url: '/media/art/goods/laptop-8.svg' });
    expect(a.body).toBe(b.body);
    expect(c.body).not.toBe(a.body);
  });

  it('serves every kind the URL builders make', async () => {
    const urls = [
      coverImageUrl('store', 12),
      iconImageUrl('genuine'),
      avatarImageUrl('极客数码专营店', 'digital'),
      bannerImageUrl('digital-week'),
      licenceImageUrl('business', 7),
      logoImageUrl(),
      logoImageUrl(true),
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.startsWith('<svg'), url).toBe(true);
      expect(unbalanced(res.body), url).toBe(0);
    }
    const avatar = await app.inject({ method: 'GET', url: avatarImageUrl('极客数码专营店', 'digital') });
    expect(avatar.body).toContain(drawText('极', 100, 136, { size: 104, weight: 700, fill: '#fff', anchor: 'middle' }));
    const banner = await app.inject({ method: 'GET', url: bannerImageUrl('digital-week') });
    expect(banner.body).toContain('<title>数码焕新季</title>');
  });

  it('serves a banner in each locale at its own URL, zh-CN at the bare slug only', async () => {
    const thai = await app.inject({ method: 'GET', url: bannerImageUrl('fresh-fruit', 'th') });
    expect(thai.statusCode).toBe(200);
    expect(thai.body).toContain('<title>ผลไม้สดส่งถึงบ้าน</title>');
    expect(bannerImageUrl('fresh-fruit', 'zh-CN')).toBe(bannerImageUrl('fresh-fruit'));
    for (const url of ['/media/art/banner/fresh-fruit.zh-CN.svg', '/media/art/banner/fresh-fruit.de.svg', '/media/art/banner/fresh-fruit.en.en.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers 404 for unknown kinds and malformed or unknown names', async () => {
    const bad = [
      '/media/art/photo/phone-3.svg',
      '/media/art/goods/unknown-3.svg',
      '/media/art/goods/phone-03.svg',
      '/media/art/goods/phone-10000.svg',
      '/media/art/goods/phone-3.png',
      '/media/art/goods/phone.svg',
      '/media/art/icon/__proto__.svg',
      '/media/art/icon/constructor.svg',
      '/media/art/banner/nope.svg',
      '/media/art/avatar/u3c-0.svg',
      '/media/art/avatar/u6781-99.svg',
      '/media/art/logo/other.svg',
      '/media/art/licence/passport-1.svg',
      '/media/art/licence/business.svg',
      '/media/art/licence/business-07.svg',
    ];
    for (const url of bad) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('renderArt', () => {
  it('draws only letters and digits on avatars, as outlines in any script', () => {
    expect(renderArt('avatar', 'u3c-0.svg')).toBeUndefined();
    for (const letter of ['A', '极', 'ก', 'ກ']) {
      const svg = renderArt('avatar', `u${(letter.codePointAt(0) ?? 0).toString(16)}-0.svg`);
      expect(svg, letter).toContain(drawText(letter, 100, 136, { size: 104, weight: 700, fill: '#fff', anchor: 'middle' }));
    }
  });
});

describe('licence pictures', () => {
  it('write the registry title and a number drawn from the variant, different per variant', () => {
    const first = renderArt('licence', 'food-3.svg');
    const second = renderArt('licence', 'food-4.svg');
    expect(first).toContain('<title>食品经营许可证</title>');
    expect(licenceNumber(3)).toMatch(/^91[0-9A-Z]{16}$/);
    expect(first).toContain(drawText(`许可证编号 ${licenceNumber(3)}`, 400, 168, { size: 20, fill: '#5a4a32', anchor: 'middle' }));
    expect(second).not.toBe(first);
    expect(renderArt('licence', 'food-3.svg')).toBe(first);
  });
});

describe('every picture', () => {
  it('draws its words as outlines, so no viewer font is needed: no <text>, no font family', () => {
    const names: Array<[string, string]> = [
      ...PRODUCT_KEYS.map((key): [string, string] => ['goods', `${key}-7.svg`]),
      ['goods', 'digital-3.svg'],
      ['cover', 'store-12.svg'],
      ['icon', 'genuine.svg'],
      ...['极', 'A', 'é', 'ก', 'ກ', '7'].map((c): [string, string] => ['avatar', `u${(c.codePointAt(0) ?? 0).toString(16)}-2.svg`]),
      ...BANNER_SLUGS.flatMap((slug) => ['', '.en', '.fr', '.th', '.lao'].map((suffix): [string, string] => ['banner', `${slug}${suffix}.svg`])),
      ...(['business', 'food', 'cosmetics', 'publishing', 'brand', 'quality', 'ccc'] as const).map((kind): [string, string] => ['licence', `${kind}-5.svg`]),
      ['logo', 'wordmark.svg'],
      ['logo', 'wordmark-light.svg'],
    ];
    for (const [kind, file] of names) {
      const svg = renderArt(kind, file);
      expect(svg, `${kind}/${file}`).toBeDefined();
      expect(svg, `${kind}/${file}`).not.toMatch(/<text|font-family|<tspan/);
    }
  });
});

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});
