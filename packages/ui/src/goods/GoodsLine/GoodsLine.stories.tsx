import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { LinkContext } from '../../provider/link.tsx';
import { GoodsLine, GoodsLineTag } from './GoodsLine.tsx';

const meta = {
  title: 'Goods / GoodsLine',
  component: GoodsLine,
  args: {
    image: fixtureImage(1, 160),
    name: 'XINGHE StarPad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐',
    sku: '曜石黑,8GB+256GB',
    imageSize: 80,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoodsLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a link (order confirm, my orders): picture, name and SKU. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^XINGHE StarPad/)).toBeVisible();
    await expect(canvas.getByText('曜石黑,8GB+256GB')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const followed = fn();

/** With `href` (cart): the name is a router link; the picture links too but is out of the Tab order. */
export const WithLink: Story = {
  args: { href: '/goods_detail/11' },
  decorators: [
    (Story) => (
      <LinkContext.Provider
        value={({ href, ...props }) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              followed(href);
            }}
          />
        )}
      >
        <Story />
      </LinkContext.Provider>
    ),
  ],
  play: async ({ canvas }) => {
    followed.mockClear();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(/^XINGHE StarPad/);
    await expect(links[0]).toHaveAttribute('href', '/goods_detail/11');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.click(links[0]!);
    await expect(followed).toHaveBeenCalledWith('/goods_detail/11');
  },
};

/** Smaller picture, as in the order confirm list (64 px). */
export const Small: Story = {
  args: { imageSize: 64, image: fixtureImage(3, 160), name: '每日坚果混合装 750g/30袋 孕妇儿童零食', sku: '原味,30袋装' },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img')!;
    await expect(picture.getBoundingClientRect().width).toBe(64);
  },
};

/** Sold out but still in the cart: the picture fades, the name stays readable, a label follows. */
export const SoldOut: Story = {
  args: { href: '/goods_detail/22', dimmed: 'image', children: <GoodsLineTag>已售罄</GoodsLineTag> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已售罄')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('link')).color).toBe('rgb(34, 34, 34)');
  },
};

/** No longer on sale: picture and name grey. */
export const Invalid: Story = {
  args: { href: '/goods_detail/23', dimmed: true, children: <GoodsLineTag>失效</GoodsLineTag> },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link')).color).toBe('rgb(102, 102, 102)');
  },
};

/** Long name and SKU: the name stops after two lines, the SKU wraps. */
export const LongText: Story = {
  args: {
    name: '超长商品名称测试 家用大容量厨房垃圾桶 分类带盖 脚踏式 不锈钢材质 静音缓降 防臭密封 适用客厅卧室卫生间办公室 多规格可选',
    sku: '透明白,特大号 75L × 3 个装,带滑轮,加厚款,附赠垃圾袋 100 只,适合家庭厨房与办公室使用',
    imageSize: 72,
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^超长商品名称测试/);
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
  },
};

/** Without SKU text (single-specification goods): only the name. */
export const NoSku: Story = {
  args: { sku: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-story-root] span')).toHaveLength(1);
  },
};

/** English data in the English locale. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { name: 'XINGHE StarBuds 6i active noise cancelling true wireless earbuds', sku: 'Frost Silver', imageSize: 72 },
};

/** Thai data (glyphs above and below the line). */
export const Thai: Story = {
  globals: { locale: 'th' },
  args: { name: 'ถั่วรวมรายวัน 750 กรัม 30 ซอง ขนมสำหรับเด็กและคุณแม่', sku: 'รสดั้งเดิม,30 ซอง', href: '/goods_detail/21' },
};
