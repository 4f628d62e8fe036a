import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { precompileMessages } from './precompileMessages.ts';

/** The plugin's transform hook, called with the one context method it uses. */
type Transform = (this: { error(message: string): never }, code: string, id: string) => Promise<{ code: string } | null>;

const plugin = precompileMessages();
const transform = plugin.transform as unknown as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/** Runs the plugin on a catalogue's source and evaluates what it emits. */
async function compile(code: string, id: string): Promise<Record<string, unknown> | null> {
  const out = await transform.call(context, code, id);
  if (!out) return null;
  const url = `data:text/javascript;base64,${Buffer.from(out.code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Record<string, unknown> }).default;
}

describe('precompileMessages', () => {
  it('turns each ICU message of a catalogue into its parsed form', async () => {
    const source = `import type zhCN from './zh-CN.ts';
export default { 'cart.items': '{count, plural, one {# item} other {# items}}', 'cart.title': 'My cart' } satisfies Record<keyof typeof zhCN, string>;`;
    const table = await compile(source, '/repo/packages/ui/src/cart/intl/en.ts');
    expect(table).not.toBeNull();
    expect(table!['cart.title']).toEqual([{ type: TYPE.literal, value: 'My cart' }]);
    const [plural] = table!['cart.items'] as [{ type: number; value: string; options: Record<string, unknown> }];
    expect(plural.type).toBe(TYPE.plural);
    expect(plural.value).toBe('count');
    expect(Object.keys(plural.options)).toEqual(['one', 'other']);
  });

  it("compiles the storefront's own catalogues and leaves other modules alone", async () => {
    expect(await compile(`export default { 'app.name': '商城' } as const;`, '/repo/apps/storefront/src/i18n/zh-CN.ts')).toEqual({
      'app.name': [{ type: TYPE.literal, value: '商城' }],
    });
    expect(await compile(`export default { 'orders.title': '我的订单' };`, '/repo/apps/storefront/src/i18n/orders/zh-CN.ts')).toEqual({
      'orders.title': [{ type: TYPE.literal, value: '我的订单' }],
    });
    expect(await compile(`export const a = 1;`, '/repo/apps/storefront/src/i18n/loadMessages.ts')).toBeNull();
    expect(await compile(`export default {};`, '/repo/packages/ui/src/i18n/locales/en.ts')).toBeNull();
  });

  it('fails the build on a message that is not valid ICU, naming it', async () => {
    await expect(compile(`export default { 'broken.one': 'Hello {name' };`, '/repo/packages/ui/src/x/intl/fr.ts')).rejects.toThrow(
      /broken\.one/,
    );
  });

  it('only runs for builds, where the parser is swapped for its parser-free build', () => {
    expect(plugin.apply).toBe('build');
  });
});
