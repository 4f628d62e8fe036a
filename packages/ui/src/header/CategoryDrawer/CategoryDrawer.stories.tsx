import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categoryHref, headerCategories } from '../fixtures.ts';
import { inNavRow } from '../fixtures/frames.tsx';
import { CategoryDrawer } from './CategoryDrawer.tsx';

const meta = {
  title: 'Header / CategoryDrawer',
  component: CategoryDrawer,
  args: { categories: headerCategories, categoryHref },
  decorators: [inNavRow],
} satisfies Meta<typeof CategoryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the red trigger. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '全部商品分类' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: '全部商品分类' })).toBeNull();
  },
};

/** Hovering the trigger opens the list; hovering a category shows its children beside it, all links to the search route. */
export const HoverOpen: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '全部商品分类' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = within(canvas.getByRole('list', { name: '全部商品分类' }));
    await expect(list.getAllByRole('link')).toHaveLength(10);
    const appliances = list.getByRole('link', { name: '家用电器' });
    await expect(appliances).toHaveAttribute('href', '/goods/goods_search?cid=3');
    await userEvent.hover(appliances);
    await expect(appliances).toHaveAttribute('aria-expanded', 'true');
    const children = within(canvas.getByRole('group', { name: '家用电器的子分类' }));
    await expect(children.getByRole('link', { name: '空气净化器' })).toHaveAttribute('href', '/goods/goods_search?cid=306');
    await expect(children.getAllByRole('link')).toHaveLength(7);
    // A category without children shows no panel.
    await userEvent.hover(list.getByRole('link', { name: '图书音像' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.hover(list.getByRole('link', { name: '手机数码' }));
    await expect(canvas.getByRole('group', { name: '手机数码的子分类' })).toBeVisible();
  },
};

/** Leaving with the mouse closes it, but only after a short delay: coming back in time keeps it open. */
export const LeaveDelay: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '全部商品分类' });
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    // Still open right after leaving…
    await expect(canvas.getByRole('list', { name: '全部商品分类' })).toBeVisible();
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('list', { name: '全部商品分类' })).toBeVisible();
    // …and closed a moment after leaving for good.
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByRole('list', { name: '全部商品分类' })).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: ArrowDown opens on the first category, arrows move, ArrowRight enters the children, ArrowLeft returns, Escape closes back to the trigger. */
export const Keyboard: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '全部商品分类' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const phones = canvas.getByRole('link', { name: '手机数码' });
    await waitFor(() => expect(phones).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '电脑办公' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps to the last.
    await expect(canvas.getByRole('link', { name: '图书音像' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '图书音像' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '家用电器' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '空调' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '冰箱' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: '家用电器' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: '全部商品分类' })).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Enter opens it too; focus is on the first category, its children beside it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: '手机数码' })).toHaveFocus());
    await expect(canvas.getByRole('group', { name: '手机数码的子分类' })).toBeVisible();
  },
};

/** Home page top: the list is shown open in place; hovering a category still shows its children. */
export const Pinned: Story = {
  tags: ['screenshot-viewport'],
  args: { pinned: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '全部商品分类' })).toBeNull();
    const list = within(canvas.getByRole('list', { name: '全部商品分类' }));
    await expect(list.getAllByRole('link')).toHaveLength(10);
    await userEvent.hover(list.getByRole('link', { name: '食品生鲜' }));
    await expect(canvas.getByRole('link', { name: '坚果炒货' })).toHaveAttribute('href', '/goods/goods_search?cid=402');
    // Escape hides the children; the list stays.
    list.getByRole('link', { name: '食品生鲜' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('list', { name: '全部商品分类' })).toBeVisible();
    await userEvent.unhover(list.getByRole('link', { name: '食品生鲜' }));
  },
};

/** No categories: the trigger is disabled and opens nothing. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '全部商品分类' });
    await expect(trigger).toBeDisabled();
    await userEvent.hover(trigger);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Pinned with no categories: the list says there are none. */
export const PinnedEmpty: Story = {
  tags: ['screenshot-viewport'],
  args: { categories: [], pinned: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无商品分类')).toBeVisible();
  },
};

export const Thai: Story = {
  tags: ['screenshot-viewport'],
  globals: { locale: 'th' },
  args: {
    categories: [
      { id: 1, name: 'โทรศัพท์และแกดเจ็ต', childList: [{ id: 11, name: 'โทรศัพท์มือถือ' }, { id: 12, name: 'แท็บเล็ต' }, { id: 13, name: 'หูฟังบลูทูธ' }] },
      { id: 2, name: 'เครื่องใช้ไฟฟ้าในบ้าน', childList: [{ id: 21, name: 'ตู้เย็น' }, { id: 22, name: 'เครื่องซักผ้า' }] },
      { id: 3, name: 'อาหารและเครื่องดื่ม' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'หมวดหมู่สินค้าทั้งหมด' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'โทรศัพท์และแกดเจ็ต' }));
    await expect(canvas.getByRole('group', { name: 'หมวดหมู่ย่อยของ โทรศัพท์และแกดเจ็ต' })).toBeVisible();
  },
};
