import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { apiKeyOf } from './apiKey.ts';

describe('apiKeyOf', () => {
  it('keeps the same call apart per language, so a switch reads the content again', () => {
    const en = apiKeyOf('GET /api/front/product/category', {}, 'en');
    const th = apiKeyOf('GET /api/front/product/category', {}, 'th');
    expect(en).toEqual(['GET /api/front/product/category', {}, 'en']);
    expect(unstable_serialize(en)).not.toBe(unstable_serialize(th));
    expect(unstable_serialize(apiKeyOf('GET /api/front/product/category', {}, 'en'))).toBe(unstable_serialize(en));
  });

  it('starts with the endpoint, as the revalidation by endpoint expects, and is null when the call is skipped', () => {
    expect(apiKeyOf('GET /api/front/product/detail/:id', { params: { id: 5 } }, 'fr')?.[0]).toBe('GET /api/front/product/detail/:id');
    expect(apiKeyOf('GET /api/front/product/detail/:id', null, 'fr')).toBeNull();
  });
});
