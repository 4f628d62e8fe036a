import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { nutsProduct, nutsSkus, phoneAttrs, phoneProduct, phoneSkus, singleSpecAttrs } from '../fixtures.ts';
import { firstAvailableSelection, type SkuSelection } from '../skuSelection.ts';
import { GoodsPurchasePanel, type GoodsPurchasePanelProps } from './GoodsPurchasePanel.tsx';

/** Holds selection and quantity like the detail page, reporting each change to the args' spies. */
function Controlled(args: GoodsPurchasePanelProps) {
  const [selection, setSelection] = useState<SkuSelection>(args.selection);
  const [quantity, setQuantity] = useState(args.quantity);
  return (
    <GoodsPurchasePanel
      {...args}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        args.onSelectionChange(next);
      }}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        args.onQuantityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Goods / GoodsPurchasePanel',
  component: GoodsPurchasePanel,
  args: {
    product: phoneProduct,
    attrs: phoneAttrs,
    skus: phoneSkus,
    selection: firstAvailableSelection(phoneAttrs, phoneSkus),
    onSelectionChange: fn(),
    quantity: 1,
    onQuantityChange: fn(),
    onAddToCart: fn(),
    onBuyNow: fn(),
  },
  render: Controlled,
  // The right column beside the 420 px gallery on the 1200 px page.
  decorators: [(Story) => <div style={{ width: 740, padding: 24, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof GoodsPurchasePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first SKU in stock is chosen: its price, old price and stock. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(phoneProduct.storeName);
    await expect(canvas.getByRole('list', { name: '商品卖点' }).children).toHaveLength(3);
    await expect(canvas.getByText('￥6,499.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '原价 ￥6,999.00' })).toBeVisible();
    await expect(canvas.getByText('累计销量 12,873')).toBeVisible();
    await expect(canvas.getByText('库存 8 台')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
  },
};

/** Another SKU: price and stock follow it; the stepper stops at the stock, and at 99. */
export const ChooseSku: Story = {
  play: async ({ canvas, args }) => {
    // 南糯紫 has no 256GB in stock: it cannot be chosen until the size changes.
    await userEvent.click(canvas.getByRole('radio', { name: '南糯紫' }));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(canvas.getByText('库存 5 台')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '南糯紫' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 颜色: '南糯紫', 存储: '12GB+512GB' });
    await expect(canvas.getByText('￥6,999.00')).toBeVisible();
    await expect(canvas.getByText('库存 120 台')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: '数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '150{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(99);
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
  },
};

/** A newly chosen SKU with less stock brings the quantity down to it. */
export const QuantityFollowsStock: Story = {
  args: { selection: { 颜色: '南糯紫', 存储: '12GB+512GB' }, quantity: 10 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '雅川青' }));
    await waitFor(() => expect(args.onQuantityChange).toHaveBeenLastCalledWith(5));
    await expect(canvas.getByRole('textbox', { name: '数量' })).toHaveValue('5');
    await expect(canvas.getByText('库存 5 台')).toBeVisible();
  },
};

/** Double presses within 500 ms are ignored (spec §5). */
export const RepeatPressGuard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

/** Not every axis chosen: the buttons are disabled and say what to choose. */
export const SelectionIncomplete: Story = {
  args: { selection: {} },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('请选择颜色和存储')).toBeVisible();
    const add = canvas.getByRole('button', { name: '加入购物车' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('请选择颜色和存储');
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeDisabled();
    await expect(canvas.getByText('库存 26 台')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '白沙银' }));
    await expect(canvas.getByText('请选择存储')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+1TB' }));
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeEnabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The chosen SKU is sold out (others are not). */
export const SkuSoldOut: Story = {
  args: { selection: { 颜色: '雅川青', 存储: '12GB+1TB' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('当前规格已售罄，请选择其他规格')).toBeVisible();
    await expect(canvas.getAllByText('已售罄')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).not.toHaveBeenCalled();
  },
};

const soldOutSkus = Object.fromEntries(Object.entries(phoneSkus).map(([k, s]) => [k, { ...s, stock: 0 }]));

/** Every SKU sold out. */
export const AllSoldOut: Story = {
  args: {
    product: { ...phoneProduct, stock: 0 },
    skus: soldOutSkus,
    selection: firstAvailableSelection(phoneAttrs, soldOutSkus),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('商品已售罄，去看看其他商品吧')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeDisabled();
  },
};

/** Single specification: no selector, straight to quantity and buttons. */
export const SingleSpec: Story = {
  args: {
    product: nutsProduct,
    attrs: singleSpecAttrs,
    skus: nutsSkus,
    selection: firstAvailableSelection(singleSpecAttrs, nutsSkus),
    quantity: 2,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText('库存 500 盒')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
  },
};

/** The add-to-cart call is running. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: '加入购物车' });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const Buying: Story = { args: { buying: true } };

/** A long name and many selling points. */
export const LongText: Story = {
  args: {
    product: {
      ...phoneProduct,
      storeName:
        '【官方正品 顺丰包邮 赠碎屏险】星河 XINGHE Nova 60 Pro 智能手机 卫星通话 超可靠玄武架构 全焦段超清影像 星河操作系统 5G 全网通 双卡双待 学生商务游戏拍照旗舰手机',
      storeInfo:
        '卫星通话，无网也能打电话\n第二代昆仑玻璃，耐摔能力提升\n5000mAh 大电池，88W 超级快充，50W 无线快充，反向无线充电\nIP68 级防尘抗水\n全焦段超清影像，超光变 XMAGE 影像',
    },
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { selection: { 颜色: '白沙银' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose 存储')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ใส่รถเข็น' })).toBeEnabled();
    await expect(canvas.getByText('คงเหลือ 8 台')).toBeVisible();
  },
};
