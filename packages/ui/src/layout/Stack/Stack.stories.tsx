import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack.tsx';

const block = { padding: 16, background: '#fff', borderRadius: 8 };
const blocks = ['收货地址', '商品清单', '支付方式'].map((name) => (
  <div key={name} style={block}>
    {name}
  </div>
));

const meta = {
  title: 'Layout / Stack',
  component: Stack,
  args: { children: blocks },
  decorators: [(Story) => <div style={{ width: 720 }}><Story /></div>],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const gaps = (root: HTMLElement) => {
  const rects = [...root.children].map((child) => child.getBoundingClientRect());
  return rects.slice(1).map((rect, i) => rect.top - rects[i]!.bottom);
};

/** Blocks with the theme's section gap (16 px). */
export const Blocks: Story = {
  args: { 'data-testid': 'stack' } as object,
  play: async ({ canvas }) => {
    await expect(gaps(canvas.getByTestId('stack'))).toEqual([16, 16]);
  },
};

/** A list of cards, closer together: a `ul` without bullets or indent. */
export const List: Story = {
  args: {
    as: 'ul',
    gap: 2,
    'aria-label': '子订单',
    children: ['星河官方旗舰店 订单号 2026112612000001', '松果森林坚果专营店 订单号 2026112612000002'].map((text) => (
      <li key={text} style={block}>
        {text}
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '子订单' });
    await expect(gaps(list)).toEqual([8]);
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

/** A narrow block pushed to the end of its row: the checkout's receipt. */
export const NarrowAtEnd: Story = {
  args: { maxWidth: 420, atEnd: true, 'data-testid': 'stack' } as object,
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(stack.getBoundingClientRect().width).toBe(420);
    await expect(stack.parentElement!.getBoundingClientRect().right - stack.getBoundingClientRect().right).toBe(0);
  },
};

/** A long unbroken name wraps inside the stack instead of widening the page. */
export const LongContent: Story = {
  args: {
    'data-testid': 'stack',
    children: [<div key="long" style={{ ...block, overflowWrap: 'anywhere' }}>{'深圳市优选好物数码科技有限公司官方授权旗舰店'.repeat(6)}</div>],
  } as object,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stack').scrollWidth).toBeLessThanOrEqual(720);
  },
};
