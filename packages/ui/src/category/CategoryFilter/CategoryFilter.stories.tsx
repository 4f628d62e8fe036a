import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { categoryTree, manyCategories } from '../fixtures.ts';
import { CategoryFilter } from './CategoryFilter.tsx';

const meta = {
  title: 'Category / CategoryFilter',
  component: CategoryFilter,
  args: { categories: categoryTree, onSelect: fn() },
  render: controlled(CategoryFilter, 'selected', 'onSelect'),
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: 全部 is pressed and there is no second row. */
export const All: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '家用电器' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('group', { name: '家用电器下的分类' })).toBeVisible();
  },
};

/** A top level chosen: its children are offered below. */
export const TopLevelSelected: Story = {
  args: { selected: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '手机数码' })).toHaveAttribute('aria-pressed', 'true');
    const children = canvas.getByRole('group', { name: '手机数码下的分类' });
    await expect(children.children).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: '平板电脑' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: '平板电脑' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A leaf chosen: its parent's children show, the leaf and its parent are marked. */
export const LeafSelected: Story = {
  args: { selected: 32 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '坚果炒货' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '食品生鲜' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'false');
    // The parent widens the search to the whole top level; 全部 clears it.
    await userEvent.click(canvas.getByRole('button', { name: '食品生鲜' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(undefined);
  },
};

/** A top level without children: no second row. */
export const WithoutChildren: Story = {
  args: { selected: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '图书文具' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
  },
};

/** Many categories wrap onto more lines. */
export const ManyCategories: Story = { args: { categories: manyCategories, selected: 22 } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { selected: 11 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('group', { name: 'Categories in 手机数码' })).toBeVisible();
  },
};
