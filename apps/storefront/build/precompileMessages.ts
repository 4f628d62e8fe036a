import { parse } from '@formatjs/icu-messageformat-parser';
import { transformWithOxc, type Plugin } from 'vite';

/**
 * The message catalogues of the storefront and of `@mall/ui`: one module per
 * locale (`…/intl/en.ts`, `src/i18n/en.ts`, and the order pages'
 * `src/i18n/orders/en.ts`), each `export default { id: 'ICU text' }`.
 */
const CATALOGUE = /\/(?:intl|apps\/storefront\/src\/i18n(?:\/orders)?)\/(?:zh-CN|en|fr|th|lao)\.ts$/;

/**
 * Precompiles the message catalogues at build time: each ICU message becomes
 * its parsed form (the AST react-intl accepts in place of a string), and the
 * ICU parser is replaced by its parser-free build. The shopper's browser
 * then neither downloads (~9 KB gzip) nor runs the parser. Development
 * keeps plain strings and the parser, so edits to a catalogue need no step.
 * A message that does not parse fails the build, naming the id.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'mall:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    async transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0]!)) return null;
      // The catalogues import only types, so the module evaluates on its own.
      const js = await transformWithOxc(code, id, { lang: 'ts' });
      const url = `data:text/javascript;base64,${Buffer.from(js.code).toString('base64')}`;
      const table = ((await import(/* @vite-ignore */ url)) as { default: Record<string, string> }).default;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(table)) {
        try {
          compiled[key] = parse(message);
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
