import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, serverRoot } from './config.ts';

describe('configuration', () => {
  it('defaults: port 3000, the repository .data, embedded database, seeding on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(serverRoot, '..', '..', '.data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedOnStart).toBe(true);
    expect(config.storefrontDir).toBe(path.resolve(serverRoot, '..', 'storefront', 'dist'));
  });

  it('reads the environment and refuses a port that is not one', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: 'var/mall', DATABASE_URL: 'postgres://db/mall', SEED: '0' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('var/mall'));
    expect(config.databaseUrl).toBe('postgres://db/mall');
    expect(config.seedOnStart).toBe(false);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads the public address without its trailing slash, and none by default', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://mall.example/' }).publicUrl).toBe('https://mall.example');
    expect(loadConfig({ PUBLIC_URL: 'https://mall.example' }).publicUrl).toBe('https://mall.example');
  });

  it('reads the CORS origins as a comma list, and refuses an entry that is not an origin, naming CORS_ORIGINS', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'http://127.0.0.1:8000, https://shop.example/ ,' }).corsOrigins).toEqual([
      'http://127.0.0.1:8000',
      'https://shop.example',
    ]);
    for (const bad of ['shop.example', 'https://shop.example/pc', 'ftp://shop.example', 'http://127.0.0.1:8000,*']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });

  it('takes the country new addresses start in from DEFAULT_COUNTRY, CN by default', () => {
    expect(loadConfig({}).defaultCountry).toBe('CN');
    expect(loadConfig({ DEFAULT_COUNTRY: '' }).defaultCountry).toBe('CN');
    expect(loadConfig({ DEFAULT_COUNTRY: 'la' }).defaultCountry).toBe('LA');
    expect(() => loadConfig({ DEFAULT_COUNTRY: 'XX' })).toThrow(/DEFAULT_COUNTRY/);
  });

  it('reads the upload limits: 5 MB, 2000 px, 30 per 10 minutes and a day by default, refusing values out of range by name', () => {
    expect(loadConfig({}).uploads).toEqual({ maxBytes: 5 * 1024 * 1024, maxSidePx: 2000, ratePer10Min: 30, unattachedTtlH: 24 });
    expect(
      loadConfig({ UPLOAD_MAX_BYTES: '1048576', UPLOAD_MAX_SIDE_PX: '1200', UPLOAD_RATE_PER_10_MIN: '5', UPLOAD_UNATTACHED_TTL_H: '1.5' }).uploads,
    ).toEqual({ maxBytes: 1_048_576, maxSidePx: 1200, ratePer10Min: 5, unattachedTtlH: 1.5 });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '0' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_SIDE_PX: '100' })).toThrow(/UPLOAD_MAX_SIDE_PX/);
    expect(() => loadConfig({ UPLOAD_RATE_PER_10_MIN: 'many' })).toThrow(/UPLOAD_RATE_PER_10_MIN/);
    expect(() => loadConfig({ UPLOAD_UNATTACHED_TTL_H: '0' })).toThrow(/UPLOAD_UNATTACHED_TTL_H/);
  });

  it('reads the refund settings: 3 images, 48 hours, the provider\'s reasons by default; reasons one per line', () => {
    expect(loadConfig({}).refunds).toMatchObject({ maxImages: 3, autoApproveHours: 48 });
    expect(loadConfig({}).refunds.reasons).toMatchObject({ 'zh-CN': expect.arrayContaining(['与描述不符']), en: expect.arrayContaining(['Not as described']) });
    expect(loadConfig({ REFUND_MAX_IMAGES: '5', REFUND_AUTO_APPROVE_HOURS: '0.5', REFUND_REASONS: 'Damaged\n\n Wrong size \n' }).refunds).toEqual({
      maxImages: 5,
      autoApproveHours: 0.5,
      reasons: ['Damaged', 'Wrong size'],
    });
    expect(() => loadConfig({ REFUND_MAX_IMAGES: '11' })).toThrow(/REFUND_MAX_IMAGES/);
    expect(() => loadConfig({ REFUND_AUTO_APPROVE_HOURS: '0' })).toThrow(/REFUND_AUTO_APPROVE_HOURS/);
  });
});
