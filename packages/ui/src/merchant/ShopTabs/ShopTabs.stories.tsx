import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopTabs } from './ShopTabs.tsx';

const hrefs = {
  home: '/merchant/merchant/home?id=1',
  classify: '/merchant/merchant/category?id=1',
  coupon: '/merchant/merchant/coupon?id=1',
  qualification: '/merchant/merchant/qualification?id=1',
};

const meta = {
  title: 'Merchant / ShopTabs',
  component: ShopTabs,
  args: { current: 'home', hrefs },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof ShopTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's home page: four links, the first one current. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '店铺导航' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: '店铺首页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '全部分类' })).toHaveAttribute('href', hrefs.classify);
    await expect(canvas.getByRole('link', { name: '全部分类' })).not.toHaveAttribute('aria-current');
  },
};

export const Classify: Story = {
  args: { current: 'classify' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '全部分类' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Coupon: Story = { args: { current: 'coupon' } };

export const Qualification: Story = {
  args: { current: 'qualification' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '店铺资质' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shop home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Lao: Story = { globals: { locale: 'lao' }, args: { current: 'coupon' } };
