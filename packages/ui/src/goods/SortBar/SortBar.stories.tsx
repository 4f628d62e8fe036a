import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SortBar, type SortBarProps, type SortState } from './SortBar.tsx';

/** Holds the sort like the search page, reporting each change to `args.onChange`. */
function Controlled(args: SortBarProps) {
  const [sort, setSort] = useState<SortState>({ priceOrder: args.priceOrder, salesOrder: args.salesOrder });
  return (
    <SortBar
      {...args}
      {...sort}
      onChange={(next) => {
        setSort(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Goods / SortBar',
  component: SortBar,
  args: { priceOrder: '', salesOrder: '', total: 1286, onChange: fn() },
  render: Controlled,
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof SortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No sort: 综合 is active; pressing it again does nothing. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '综合' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('共 1,286 件商品')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '综合' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Price: low to high first, then toggles; sales then clears the price. */
export const PriceToggle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '价格' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ priceOrder: 'asc', salesOrder: '' });
    const asc = canvas.getByRole('button', { name: '价格 从低到高' });
    await expect(asc).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '综合' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(asc);
    await expect(args.onChange).toHaveBeenLastCalledWith({ priceOrder: 'desc', salesOrder: '' });
    await userEvent.click(canvas.getByRole('button', { name: '价格 从高到低' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ priceOrder: 'asc', salesOrder: '' });
    await userEvent.click(canvas.getByRole('button', { name: '销量' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ priceOrder: '', salesOrder: 'desc' });
    await expect(canvas.getByRole('button', { name: '价格' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const BySales: Story = {
  args: { salesOrder: 'desc' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '销量' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '销量' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '综合' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ priceOrder: '', salesOrder: '' });
  },
};

export const PriceAscending: Story = { args: { priceOrder: 'asc' } };

export const PriceDescending: Story = {
  args: { priceOrder: 'desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '价格 从高到低' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Without a total (still counting). */
export const WithoutTotal: Story = { args: { total: undefined } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { priceOrder: 'asc', total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Price low to high' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('1 item')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { salesOrder: 'desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ຍອດຂາຍ' })).toHaveAttribute('aria-pressed', 'true');
  },
};
