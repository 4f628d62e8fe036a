import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { nutsSkus, phoneAttrs, phoneSkus, singleSpecAttrs } from '../fixtures.ts';
import { firstAvailableSelection } from '../skuSelection.ts';
import { SkuSelector } from './SkuSelector.tsx';

const meta = {
  title: 'Goods / SkuSelector',
  component: SkuSelector,
  args: {
    attrs: phoneAttrs,
    skus: phoneSkus,
    value: firstAvailableSelection(phoneAttrs, phoneSkus),
    onChange: fn(),
  },
  render: controlled(SkuSelector, 'value', 'onChange'),
  decorators: [(Story) => <div style={{ width: 520 }}><Story /></div>],
} satisfies Meta<typeof SkuSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts on the first combination in stock; 雅丹黑 has no stock at all. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const colours = canvas.getByRole('radiogroup', { name: '颜色' });
    await expect(colours.children).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: '雅川青' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '12GB+256GB' })).toHaveAttribute('aria-checked', 'true');
    // 雅川青 has no 1TB in stock.
    await expect(canvas.getByRole('radio', { name: '12GB+1TB' })).toHaveAttribute('aria-disabled', 'true');
    const black = canvas.getByRole('radio', { name: '雅丹黑' });
    await expect(black).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(black);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Choosing a colour re-checks which sizes are in stock with it. */
export const ChooseValue: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '白沙银' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ 颜色: '白沙银', 存储: '12GB+256GB' });
    await expect(canvas.getByRole('radio', { name: '白沙银' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '12GB+512GB' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('radio', { name: '12GB+1TB' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+1TB' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ 颜色: '白沙银', 存储: '12GB+1TB' });
    // Choosing the chosen value again changes nothing.
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+1TB' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Arrow keys choose the next available value, skipping sold-out ones and wrapping around. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '雅川青' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ 颜色: '白沙银', 存储: '12GB+256GB' });
    await expect(canvas.getByRole('radio', { name: '白沙银' })).toHaveFocus();
    // 南糯紫 (no 256GB in stock) and 雅丹黑 are skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ 颜色: '雅川青', 存储: '12GB+256GB' });
    await expect(canvas.getByRole('radio', { name: '雅川青' })).toHaveFocus();
    // One tab stop per axis.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '12GB+256GB' })).toHaveFocus();
  },
};

/** Nothing chosen yet: only values with no stock at all are disabled. */
export const NothingChosen: Story = {
  args: { value: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await expect(canvas.getByRole('radio', { name: '南糯紫' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('radio', { name: '雅丹黑' })).toHaveAttribute('aria-disabled', 'true');
  },
};

const soldOutSkus = Object.fromEntries(Object.entries(phoneSkus).map(([k, s]) => [k, { ...s, stock: 0 }]));

/** Everything sold out: the first combination stays chosen, every value is disabled. */
export const AllSoldOut: Story = {
  args: { skus: soldOutSkus, value: firstAvailableSelection(phoneAttrs, soldOutSkus) },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('radio', { name: '雅川青' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Long values wrap inside the column. */
export const LongValues: Story = {
  args: {
    attrs: [
      { attrName: '套餐', attrValues: ['官方标配', '标配 + 原装 88W 超级快充充电器 + 碎屏保障服务一年', '礼盒装'] },
      { attrName: '颜色', attrValues: ['雅川青', '白沙银'] },
    ],
    skus: {
      '官方标配,雅川青': { id: 1, stock: 5, price: 649900 },
      '官方标配,白沙银': { id: 2, stock: 5, price: 649900 },
      '标配 + 原装 88W 超级快充充电器 + 碎屏保障服务一年,雅川青': { id: 3, stock: 5, price: 689900 },
      '标配 + 原装 88W 超级快充充电器 + 碎屏保障服务一年,白沙银': { id: 4, stock: 0, price: 689900 },
      '礼盒装,雅川青': { id: 5, stock: 5, price: 669900 },
      '礼盒装,白沙银': { id: 6, stock: 5, price: 669900 },
    },
    value: { 套餐: '标配 + 原装 88W 超级快充充电器 + 碎屏保障服务一年', 颜色: '雅川青' },
  },
};

/** Single specification (规格: 默认): nothing to choose, nothing rendered. */
export const SingleSpec: Story = {
  args: { attrs: singleSpecAttrs, skus: nutsSkus, value: { 规格: '默认' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    attrs: [
      { attrName: 'Colour', attrValues: ['Black', 'Silver', 'Purple'] },
      { attrName: 'Size', attrValues: ['S', 'M', 'L', 'XL'] },
    ],
    skus: {
      'Black,S': { id: 1, stock: 2, price: 19900 },
      'Black,M': { id: 2, stock: 0, price: 19900 },
      'Black,L': { id: 3, stock: 4, price: 19900 },
      'Black,XL': { id: 4, stock: 1, price: 21900 },
      'Silver,S': { id: 5, stock: 0, price: 19900 },
      'Silver,M': { id: 6, stock: 3, price: 19900 },
      'Silver,L': { id: 7, stock: 0, price: 19900 },
      'Silver,XL': { id: 8, stock: 0, price: 21900 },
      'Purple,S': { id: 9, stock: 0, price: 19900 },
      'Purple,M': { id: 10, stock: 0, price: 19900 },
      'Purple,L': { id: 11, stock: 0, price: 19900 },
      'Purple,XL': { id: 12, stock: 0, price: 21900 },
    },
    value: { Colour: 'Black', Size: 'S' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Choose options' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveAttribute('aria-disabled', 'true');
  },
};
