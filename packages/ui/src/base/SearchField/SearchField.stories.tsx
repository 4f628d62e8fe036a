import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Base / SearchField',
  component: SearchField,
  args: { label: '在本店搜索', placeholder: '搜索本店商品', submitLabel: '搜索', onSearch: fn(), width: 280 },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a page: grey frame, icon button; Enter sends the text trimmed. */
export const Outline: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: '在本店搜索' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: '在本店搜索' }), '  耳机  {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('耳机');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** The header's: red frame, 搜索 in the button, filling its row. */
export const Brand: Story = {
  args: { variant: 'brand', label: '搜索商品', placeholder: '搜索你想要的商品', width: undefined },
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), '   {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** A new search from outside replaces what was typed. */
export const ValueFromOutside: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('耳机');
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        <SearchField {...args} value={value} />
        <Button size="sm" variant="ghost" onClick={() => setValue('充电器')}>
          换一个
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, ' 蓝牙');
    await expect(box).toHaveValue('耳机 蓝牙');
    await userEvent.click(canvas.getByRole('button', { name: '换一个' }));
    await expect(box).toHaveValue('充电器');
  },
};

/** A compact box in a filter row. */
export const Small: Story = {
  args: { height: 32, width: 260, label: '店铺名称或关键词', placeholder: '搜索店铺名称或关键词', value: '星河' },
};
