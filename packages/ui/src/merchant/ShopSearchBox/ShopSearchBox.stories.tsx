import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ShopSearchBox } from './ShopSearchBox.tsx';

const meta = {
  title: 'Merchant / ShopSearchBox',
  component: ShopSearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof ShopSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter or the button searches the trimmed text. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '在本店搜索' });
    await userEvent.type(box, '  Nova 60 {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Nova 60');
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** The current search is shown in the box. */
export const WithValue: Story = {
  args: { value: '耳机' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: '在本店搜索' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('耳机');
  },
};

export const LongText: Story = {
  args: { value: '星河 Nova 60 Pro 12GB+512GB 雅川青 卫星通话 智能手机 官方正品' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search this shop' })).toBeVisible();
  },
};
