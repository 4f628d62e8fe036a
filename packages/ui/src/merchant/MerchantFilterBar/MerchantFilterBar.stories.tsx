import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { merchantCategories, merchantTypes } from '../fixtures.ts';
import { MerchantFilterBar, type MerchantFilter } from './MerchantFilterBar.tsx';

const meta = {
  title: 'Merchant / MerchantFilterBar',
  component: MerchantFilterBar,
  args: {
    categories: merchantCategories,
    types: merchantTypes,
    value: { isSelf: false, keywords: '' },
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof MerchantFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: 全部 pressed in both rows; each control emits the whole next filter. */
export const Unfiltered: Story = {
  play: async ({ canvas, args }) => {
    const categories = canvas.getByRole('group', { name: '店铺分类' });
    await expect(categories).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '食品生鲜' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 3, isSelf: false, keywords: '' });
    await userEvent.click(canvas.getByRole('button', { name: '自营' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ isSelf: true, keywords: '' });
  },
};

/** The filter bar emits the combined filter as the shopper builds it up. */
export const CombinedFilter: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<MerchantFilter>({ isSelf: false, keywords: '' });
    return (
      <MerchantFilterBar
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '数码家电' }));
    await userEvent.click(canvas.getByRole('button', { name: '旗舰店' }));
    await userEvent.click(canvas.getByRole('button', { name: '自营' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '店铺名称或关键词' }), '  星河 {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 1, typeId: 1, isSelf: true, keywords: '星河' });
    await expect(canvas.getByRole('button', { name: '数码家电' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '自营' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(canvas.getByRole('group', { name: '店铺类型' })).getByRole('button', { name: '全部' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 1, typeId: undefined, isSelf: true, keywords: '星河' });
  },
};

/** A filter applied: its chips pressed, the keyword in the box. */
export const Filtered: Story = {
  args: { value: { categoryId: 2, typeId: 3, isSelf: true, keywords: '运动' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '服饰鞋包' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('searchbox')).toHaveValue('运动');
    // Pressing the chosen chip again changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: '专卖店' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Categories and types not loaded: 全部 only. */
export const Empty: Story = {
  args: { categories: [], types: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: '全部' })).toHaveLength(2);
  },
};

/** Many categories with long names wrap onto more lines. */
export const LongText: Story = {
  args: {
    categories: [
      ...merchantCategories,
      { id: 6, name: '母婴用品 · 奶粉尿裤及婴童玩具' },
      { id: 7, name: '汽车用品与户外运动装备' },
      { id: 8, name: '图书音像' },
      { id: 9, name: '宠物生活' },
      { id: 10, name: '医药保健与营养滋补品' },
      { id: 11, name: '珠宝首饰' },
    ],
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Shop category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mall-run' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'หมวดหมู่ร้านค้า' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'ໝວດໝູ່ຮ້ານຄ້າ' })).toBeVisible();
  },
};
