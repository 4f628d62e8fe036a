import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { errorStory, loadingStory } from '../../fixtures/stateStories.ts';
import { shopCategories } from '../fixtures.ts';
import { ShopCategoryTree } from './ShopCategoryTree.tsx';

const meta = {
  title: 'Merchant / ShopCategoryTree',
  component: ShopCategoryTree,
  args: { categories: shopCategories, onSelect: fn(), onRetry: fn() },
  // The left column of the shop's category page.
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof ShopCategoryTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: 全部商品 is selected and every branch closed. */
export const AllGoods: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tree', { name: '店铺分类' })).toBeVisible();
    await expect(canvas.getByRole('treeitem', { name: '全部商品' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('treeitem', { name: '手机' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('treeitem', { name: '智能穿戴' })).not.toHaveAttribute('aria-expanded');
    await expect(canvas.queryByRole('treeitem', { name: 'Nova 系列' })).toBeNull();
  },
};

/** A chosen child: its branch starts open. */
export const ChildSelected: Story = {
  args: { selected: 312 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('treeitem', { name: '手机' })).toHaveAttribute('aria-expanded', 'true');
    const pura = canvas.getByRole('treeitem', { name: 'Pura 系列' });
    await expect(pura).toHaveAttribute('aria-selected', 'true');
    await expect(pura).toHaveAttribute('tabindex', '0');
  },
};

/** Mouse: a click chooses (a parent also opens); a child's click chooses only the child. */
export const SelectByMouse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('平板电脑'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(32);
    await expect(canvas.getByRole('treeitem', { name: '平板电脑' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('treeitem', { name: 'StarPad' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(322);
    // 全部商品 is still the chosen item here (the story does not feed choices back): pressing it again says nothing.
    await userEvent.click(canvas.getByRole('treeitem', { name: '全部商品' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** Keyboard: Tab in, ↓ to 手机, → opens, → enters, ↓, Enter chooses; ← goes up, ← closes. */
export const SelectByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('treeitem', { name: '全部商品' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const phones = canvas.getByRole('treeitem', { name: '手机' });
    await expect(phones).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(phones).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const pura = canvas.getByRole('treeitem', { name: 'Pura 系列' });
    await expect(pura).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(312);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(phones).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(phones).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(34);
    await expect(canvas.getByRole('treeitem', { name: '配件' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The page owns the choice; the tree follows it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<number | undefined>(undefined);
    return <ShopCategoryTree {...args} selected={selected} onSelect={setSelected} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('配件'));
    await userEvent.click(canvas.getByRole('treeitem', { name: '耳机' }));
    await expect(canvas.getByRole('treeitem', { name: '耳机' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('treeitem', { name: '配件' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** Long names wrap inside the column. */
export const LongText: Story = {
  args: {
    categories: [
      { id: 1, name: '大家电 · 冰箱洗衣机空调电视等大型家用电器专区', childList: [{ id: 11, name: '滚筒洗衣机（含洗烘一体机与迷你壁挂式洗衣机）' }] },
      ...shopCategories,
    ],
    selected: 11,
  },
};

/** A shop without categories: 全部商品 only. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(1);
  },
};

export const Loading: Story = loadingStory('分类加载中', { categories: undefined });

export const Error: Story = errorStory();

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tree', { name: 'Shop categories' })).toBeVisible();
    await expect(canvas.getByRole('treeitem', { name: 'All goods' })).toBeVisible();
  },
};
