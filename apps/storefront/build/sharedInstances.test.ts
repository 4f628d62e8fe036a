import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const fromStorefront = createRequire(path.join(here, '../package.json'));
const fromUi = createRequire(path.join(here, '../../../packages/ui/package.json'));

/** The folder of package `name` as `require` finds it (some packages do not export their package.json). */
function packageFolder(require: NodeJS.Require, name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return realpathSync(dir);
    dir = path.dirname(dir);
  }
  throw new Error(`no package.json named ${name} above ${require.resolve(name)}`);
}

/** Packages that hold React context: two copies mean the UI reads a theme or messages nobody provided. */
const SHARED = ['react', 'react-dom', '@emotion/react', '@emotion/styled', 'react-intl'];

describe('the storefront and @mall/ui share one copy of each context-holding package', () => {
  // An install can resolve optional peers differently per workspace package (e.g. `debug`'s
  // supports-color), which splits a package in two and breaks every page at run time.
  it.each(SHARED)('%s resolves to the same folder from both', (name) => {
    expect(packageFolder(fromUi, name)).toBe(packageFolder(fromStorefront, name));
  });
});
