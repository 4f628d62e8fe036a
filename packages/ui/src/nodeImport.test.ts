import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Inside the package, so the compiled modules resolve its dependencies the way the published ones will.
const outDir = path.join(packageDir, 'node_modules', '.cache', 'node-import-test');

afterAll(() => rm(outDir, { recursive: true, force: true }));

/*
 * A server renders pages with the compiled package in plain Node, not
 * through a bundler: Node must load every module as compiled, including
 * the data it reads from JSON (which Node loads only with an import
 * attribute, or through a package's own ES module of it).
 */
describe('the compiled @mall/ui in plain Node', () => {
  it('imports and renders a component to HTML', async () => {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
    await run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir, '--declaration', 'false'], { cwd: packageDir });
    const entry = pathToFileURL(path.join(outDir, 'index.js')).href;
    const script = `
      const ui = await import(${JSON.stringify(entry)});
      const { createElement } = await import('react');
      const { renderToString } = await import('react-dom/server');
      const { IntlProvider } = await import('react-intl');
      const { ThemeProvider } = await import('@emotion/react');
      const france = ui.findCountry('FR', 'fr');
      const messages = await ui.loadUiMessages('en');
      const html = renderToString(
        createElement(ThemeProvider, { theme: ui.theme },
          createElement(IntlProvider, { locale: 'en', messages },
            createElement(ui.Button, null, 'Buy now'))));
      process.stdout.write(JSON.stringify({ exports: Object.keys(ui).length, countries: ui.countryEntries('lao').length, france, html }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: packageDir });
    const answer = JSON.parse(stdout) as { exports: number; countries: number; france: { name: string; dialCode: number }; html: string };
    expect(answer.exports).toBeGreaterThan(200);
    // Names from the JSON of the country lists, dial codes from libphonenumber's metadata.
    expect(answer.countries).toBeGreaterThan(240);
    expect(answer.france).toMatchObject({ name: 'France', dialCode: 33 });
    expect(answer.html).toContain('Buy now');
    // Emotion writes the component's style beside it when there is no document to put it in.
    expect(answer.html).toMatch(/^<style data-emotion="css [a-z0-9]+">[^<]+<\/style><button type="button" class="css-[a-z0-9]+">Buy now<\/button>$/);
  }, 180_000);
});
