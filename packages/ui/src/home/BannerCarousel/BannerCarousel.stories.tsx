import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

const banners = [
  { id: 1, name: '数码焕新季', pic: fixtureImage(1, 1200, 400), url: '/goods/goods_search?cid=1' },
  { id: 2, name: '冬装新品上市', pic: fixtureImage(2, 1200, 400), url: '/goods/goods_search?cid=4' },
  { id: 3, name: '鲜果直达', pic: fixtureImage(3, 1200, 400), url: '' },
];

const meta = {
  title: 'Home / BannerCarousel',
  component: BannerCarousel,
  args: { banners },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manual: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '数码焕新季' })).toHaveAttribute('href', '/goods/goods_search?cid=1');
    await userEvent.click(canvas.getByRole('button', { name: '下一张' }));
    await expect(canvas.getByRole('button', { name: '第 2 张，共 3 张' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await expect(canvas.getByRole('button', { name: '第 3 张，共 3 张' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Auto-play has a pause button; pressing it turns into play. */
export const AutoPlay: Story = {
  args: { autoPlayMs: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '暂停轮播' }));
    await expect(canvas.getByRole('button', { name: '继续轮播' })).toBeVisible();
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** On the home page: room at the left for the category panel the header pins open there. */
export const BesideCategoryDrawer: Story = {
  args: { besideCategoryDrawer: true },
  play: async ({ canvas }) => {
    // The panel's 210 px and the 16 px gap.
    await expect(getComputedStyle(canvas.getByRole('region')).marginLeft).toBe('226px');
  },
};

export const Lao: Story = { globals: { locale: 'lao' } };
