import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Columns } from './Columns.tsx';

const box = { padding: 16, background: '#fff', borderRadius: 8 };

const meta = {
  title: 'Layout / Columns',
  component: Columns,
  args: {
    side: 200,
    'data-testid': 'columns',
    children: [
      <nav key="side" aria-label="个人中心" style={box}>
        我的订单
        <br />
        我的收藏
        <br />
        收货地址
      </nav>,
      <div key="main" style={{ ...box, height: 240 }}>
        订单列表
      </div>,
    ],
  } as object as { side: number },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const widths = (root: HTMLElement) => [...root.children].map((child) => child.getBoundingClientRect().width);

/** The account centre: a 200 px menu, the page beside it (20 px apart). */
export const SideAtStart: Story = {
  play: async ({ canvas }) => {
    await expect(widths(canvas.getByTestId('columns'))).toEqual([200, 740]);
    // Each column as tall as its content.
    await expect(canvas.getByRole('navigation').getBoundingClientRect().height).toBeLessThan(240);
  },
};

/** A toolbar: filters taking the rest, a sort control as wide as its content at the end. */
export const AutoSideAtEnd: Story = {
  args: {
    side: 'auto',
    sideAt: 'end',
    gap: 4,
    children: [
      <div key="filters" style={box}>
        价格 ¥ 0 – ¥ 100
      </div>,
      <div key="sort" style={box}>
        综合 · 销量 · 价格
      </div>,
    ],
  },
  play: async ({ canvas }) => {
    const [filters, sort] = widths(canvas.getByTestId('columns'));
    await expect(filters! + sort! + 16).toBe(960);
    await expect(sort).toBeLessThan(filters!);
  },
};

/** Both columns as tall as the taller. */
export const Stretched: Story = {
  args: { align: 'stretch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation').getBoundingClientRect().height).toBe(240);
  },
};
