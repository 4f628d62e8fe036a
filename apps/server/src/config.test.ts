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
});
