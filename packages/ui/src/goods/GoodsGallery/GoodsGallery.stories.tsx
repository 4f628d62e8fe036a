import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { galleryImages, phoneProduct } from '../fixtures.ts';
import { GoodsGallery } from './GoodsGallery.tsx';

const meta = {
  title: 'Goods / GoodsGallery',
  component: GoodsGallery,
  args: { images: galleryImages, alt: phoneProduct.storeName },
} satisfies Meta<typeof GoodsGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = phoneProduct.storeName;

/** Five pictures: the first is shown and its thumbnail marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `${name}（第 1 张，共 5 张）` })).toHaveAttribute('src', galleryImages[0]);
    const thumbs = canvas.getAllByRole('button');
    await expect(thumbs).toHaveLength(5);
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** Clicking a thumbnail shows its picture and moves the mark. */
export const ClickThumbnail: Story = {
  play: async ({ canvas }) => {
    const third = canvas.getByRole('button', { name: '查看第 3 张图片' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '查看第 1 张图片' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('img', { name: `${name}（第 3 张，共 5 张）` })).toHaveAttribute('src', galleryImages[2]);
  },
};

/** Keyboard: Tab to a thumbnail, then Enter or Space shows it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: '查看第 2 张图片' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '查看第 4 张图片' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: `${name}（第 4 张，共 5 张）` })).toBeVisible();
  },
};

/** More than five pictures: the thumbnails wrap to a second row. */
export const ManyImages: Story = {
  args: { images: [...galleryImages, fixtureImage(0, 800), fixtureImage(6, 800), fixtureImage(7, 800)] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(8);
  },
};

/** One picture: no thumbnails. */
export const SingleImage: Story = {
  args: { images: [galleryImages[1]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No pictures: a neutral placeholder. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `${name} · 暂无图片` })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 2' }));
    await expect(canvas.getByRole('img', { name: `${name} (picture 2 of 5)` })).toBeVisible();
  },
};
