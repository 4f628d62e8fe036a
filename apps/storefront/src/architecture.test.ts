import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every module of the storefront but tests, with its path from `src/`. */
async function modules(): Promise<{ file: string; text: string }[]> {
  const files = (await readdir(src, { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(src, file), 'utf8') })));
}

// The storefront is the packages' first integrator (issue 18): data flows server → contract → data/<area>.ts →
// page → component, and the packages are used as another mall would use them.
describe('the storefront’s shape', () => {
  it('calls the API only from data/<area>.ts', async () => {
    const calling = (await modules()).filter(({ file, text }) => !file.startsWith(`data${path.sep}`) && /\.request\(/.test(text)).map(({ file }) => file);
    expect(calling).toEqual([]);
  });

  it('uses @mall/ui and @mall/api only through their public entries', async () => {
    const entries = new Set(['@mall/ui', '@mall/ui/intl-polyfill', '@mall/ui/fonts.css', '@mall/ui/fallback-fonts.css', '@mall/api', '@mall/api/schemas', '@mall/api/browser']);
    const reaching = (await modules()).flatMap(({ file, text }) =>
      [...text.matchAll(/(?:from|import)\s*\(?\s*'((?:@mall\/(?:ui|api)[^']*)|(?:\.\.\/)+packages\/[^']*)'/g)]
        .map((match) => match[1]!)
        .filter((specifier) => !entries.has(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });

  it('leaves every visual choice to @mall/ui: no styled components, css or inline styles in routes and the shell', async () => {
    // The server renderer is exempt: it only extracts Emotion's styles into the page's head.
    const styling = (await modules())
      .filter(({ file }) => !file.startsWith(`ssr${path.sep}`))
      .filter(({ text }) => /from\s*'@emotion\/(?:styled|react)'|\b(?:style|css)=\{/.test(text))
      .map(({ file }) => file);
    expect(styling).toEqual([]);
  });
});
