import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hotKeywords } from '../fixtures.ts';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Header / SearchBox',
  component: SearchBox,
  args: { keywords: hotKeywords, onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits the text without the spaces around it. */
export const EnterSubmitsTrimmed: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索商品' });
    await userEvent.type(box, '   星河 Nova 60   {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith('星河 Nova 60');
    // Only spaces: an empty search.
    await userEvent.clear(box);
    await userEvent.type(box, '    {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** Six hot keywords: only the first three are chips (spec §9); a chip searches for its title and fills the box. */
export const Chips: Story = {
  play: async ({ canvas, args }) => {
    const chips = within(canvas.getByRole('group', { name: '热门搜索' }));
    await expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['星河手机', '空气净化器', '坚果礼盒']);
    await expect(canvas.queryByRole('button', { name: '运动跑鞋' })).toBeNull();
    await userEvent.click(chips.getByRole('button', { name: '空气净化器' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('空气净化器');
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('空气净化器');
  },
};

/** The 搜索 button submits too; the box starts with the current search. */
export const WithValue: Story = {
  args: { value: '  空气净化器 ' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('  空气净化器 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('空气净化器');
  },
};

/** No hot keywords: no chip group. */
export const NoKeywords: Story = {
  args: { keywords: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: '热门搜索' })).toBeNull();
  },
};

/** The fixed header's version: a lower box and no chips. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('group', { name: '热门搜索' })).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), ' 电饭煲{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('电饭煲');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { keywords: [{ id: 1, title: 'โทรศัพท์มือถือ' }, { id: 2, title: 'เครื่องฟอกอากาศ' }, { id: 3, title: 'ขนม' }] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ค้นหาสินค้า' }), ' ทุเรียน {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('ทุเรียน');
    await expect(canvas.getByRole('group', { name: 'คำค้นยอดนิยม' })).toBeVisible();
  },
};
