import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { SearchResultKind } from '../SearchResultHeader/SearchResultHeader.tsx';
import { ResultTabs } from './ResultTabs.tsx';

const meta = {
  title: 'Search / ResultTabs',
  component: ResultTabs,
  args: { value: 'goods', onChange: fn(), counts: { goods: 1286, shops: 12 } },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof ResultTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The goods tab selected; pressing 店铺 asks for the shops tab. */
export const Goods: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: '搜索结果类型' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '商品 (1,286)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '店铺 (12)' }));
    await expect(args.onChange).toHaveBeenCalledWith('shops');
  },
};

export const Shops: Story = {
  args: { value: 'shops' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /^店铺/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /^商品/ })).toHaveAttribute('tabindex', '-1');
  },
};

/** Tabs switch with the mouse and with the arrow keys; the focus follows. */
export const Switching: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<SearchResultKind>('goods');
    return (
      <ResultTabs
        {...args}
        value={value}
        onChange={(tab) => {
          args.onChange(tab);
          setValue(tab);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const goods = canvas.getByRole('tab', { name: /^商品/ });
    const shops = canvas.getByRole('tab', { name: /^店铺/ });
    await userEvent.click(shops);
    await expect(shops).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(goods).toHaveFocus();
    await expect(goods).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(shops).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Counts not known yet (loading): the labels alone. */
export const Loading: Story = {
  args: { counts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '商品' })).toBeVisible();
  },
};

/** Nothing found in either tab. */
export const Empty: Story = {
  args: { counts: { goods: 0, shops: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '商品 (0)' })).toBeVisible();
  },
};

/** Reused by another page (my favourites): the tab list carries that page's name instead. */
export const CustomLabel: Story = {
  args: { label: '收藏类型', counts: { goods: 8, shops: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: '收藏类型' })).toBeVisible();
    await expect(canvas.queryByRole('tablist', { name: '搜索结果类型' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Goods (1,286)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Shops (12)' })).toBeVisible();
  },
};
