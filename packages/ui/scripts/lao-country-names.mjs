#!/usr/bin/env node
// Writes the Lao names of the world's regions, by upper-case two-letter code, from Unicode CLDR
// (`cldr-localenames-full`, a development dependency of 35 MB): the one Lao table the country picker needs,
// shipped as about 10 KB instead of the whole package. `countries.test.ts` fails when the file and the
// installed CLDR disagree; run this after updating cldr-localenames-full.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The Lao region names of the installed CLDR, two-letter codes only (no continents, no alternative forms). */
export function laoRegionNames() {
  const territories = require('cldr-localenames-full/main/lo/territories.json').main.lo.localeDisplayNames.territories;
  return Object.fromEntries(Object.entries(territories).filter(([code]) => /^[A-Z]{2}$/.test(code)));
}

export const OUTPUT = new URL('../src/auth/CountryPicker/laoCountryNames.json', import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(OUTPUT, `${JSON.stringify(laoRegionNames(), null, 1)}\n`);
}
