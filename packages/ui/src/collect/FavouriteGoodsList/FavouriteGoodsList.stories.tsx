import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../../base/Link/Link.tsx';
import { errorStory, expectPageChange, loadingStory } from '../../fixtures/stateStories.ts';
import { favouriteGoods, longNameFavourite } from '../fixtures.ts';
import { FavouriteGoodsList, type FavouriteGoods } from './FavouriteGoodsList.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Collect / FavouriteGoodsList',
  parameters: { docs: docsInFrame },
  component: FavouriteGoodsList,
  args: {
    items: favouriteGoods,
    goodsHref: (id) => `/goods_detail/${id}`,
    onRemove: fn(),
    onRetry: fn(),
  },
  // The content column of the account pages.
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof FavouriteGoodsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four favourites, one no longer on sale; a tile's 取消收藏 removes it at once. */
export const Full: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: '收藏的商品' }).children).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /^星河 Nova 60 Pro/ })).toHaveAttribute('href', '/goods_detail/101');
    const gone = canvas.getByRole('article', { name: /^简笔 A4 复印纸/ });
    await expect(within(gone).queryByRole('link')).toBeNull();
    await expect(within(gone).getAllByText('已失效').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /^取消收藏 松果森林/ }));
    await expect(args.onRemove).toHaveBeenCalledWith([103]);
    await expect(canvas.getByRole('button', { name: '取消收藏选中商品' })).toBeDisabled();
  },
};

/** Select two, remove them: a dialog asks first, then `onRemove` gets both ids. */
export const RemoveSelected: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^选择 星河 Nova 60 Pro/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^选择 简笔 A4 复印纸/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 2 件');
    const selectAll = canvas.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    await expect(selectAll.indeterminate).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: '取消收藏选中商品' }));
    const dialog = within(document.body).getByRole('dialog', { name: '取消收藏' });
    await expect(dialog).toHaveTextContent('确定取消收藏选中的 2 件商品吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消收藏选中商品' }));
    await userEvent.click(within(document.body).getByRole('button', { name: '确定' }));
    await expect(args.onRemove).toHaveBeenCalledWith([101, 110]);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 0 件');
    // Leave the dialog open for the picture.
    await userEvent.click(selectAll);
    await userEvent.click(canvas.getByRole('button', { name: '取消收藏选中商品' }));
  },
};

/** 全选 picks every tile; pressing it again clears them. */
export const SelectAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 4 件');
    for (const box of canvas.getAllByRole('checkbox', { name: /^选择/ })) await expect(box).toBeChecked();
  },
};

/** The page removes goods for real: removed ones leave the list and the selection. */
export const Interactive: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<FavouriteGoods[]>(favouriteGoods);
    return (
      <FavouriteGoodsList
        {...args}
        items={items}
        onRemove={(ids) => {
          args.onRemove(ids);
          setItems((list) => list.filter((g) => !ids.includes(g.productId)));
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await userEvent.click(canvas.getByRole('button', { name: /^取消收藏 暖居/ }));
    await expect(canvas.getByRole('list').children).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 3 件');
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeChecked();
  },
};

/** Removals in flight: spinners on the buttons of those goods. */
export const Removing: Story = {
  args: { busyIds: new Set([101]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^取消收藏 星河/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Several pages: page links under the grid. */
export const Paged: Story = {
  args: { page: 1, total: 36, pageSize: 4, onPageChange: fn() },
  play: expectPageChange('第 2 页', 2),
};

export const LongText: Story = {
  args: { items: [longNameFavourite, ...favouriteGoods.slice(0, 3)] },
};

export const Loading: Story = loadingStory('收藏加载中');

export const Empty: Story = {
  args: { items: [], emptyAction: <Link href="/" tone="brand">去逛逛</Link> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '还没有收藏商品' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
  },
};

export const Error: Story = errorStory();

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove selected' })).toBeDisabled();
    await expect(canvas.getAllByText('Unavailable').length).toBeGreaterThan(0);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'เลือกทั้งหมด' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'ເລືອກທັງໝົດ' })).toBeVisible();
  },
};
