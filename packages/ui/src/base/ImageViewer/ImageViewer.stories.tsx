import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { ImageViewer } from './ImageViewer.tsx';

const photos = [1, 2, 3, 4, 5].map((seed) => fixtureImage(seed, 800, 600));

const meta = {
  title: 'Base / ImageViewer',
  component: ImageViewer,
  args: {
    images: photos,
    label: '晒图',
    thumbLabel: (index, count) => `查看第 ${index + 1} 张图片（共 ${count} 张）`,
    title: '小明的晒图',
    alt: (index, count) => `晒图，第 ${index + 1} 张，共 ${count} 张`,
  },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of 72 px thumbnails, each a button that opens a dialog. */
export const Thumbnails: Story = {
  play: async ({ canvas }) => {
    const thumbs = within(canvas.getByRole('list', { name: '晒图' })).getAllByRole('button');
    await expect(thumbs).toHaveLength(5);
    await expect(thumbs[0]).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** Open: 下一张 and → step, wrapping around; the position is announced. */
export const Open: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看第 4 张图片（共 5 张）' }));
    const dialog = within(document.body).getByRole('dialog', { name: '小明的晒图' });
    await expect(within(dialog).getByRole('img', { name: '晒图，第 4 张，共 5 张' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '下一张' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img', { name: '晒图，第 1 张，共 5 张' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText('5 / 5')).toBeVisible();
  },
};

/** Closing returns the focus to the thumbnail; one picture has no stepping buttons. */
export const OnePicture: Story = {
  args: { images: photos.slice(0, 1) },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('button', { name: '查看第 1 张图片（共 1 张）' });
    await userEvent.click(thumb);
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(thumb).toHaveFocus();
  },
};

/** Large portrait thumbnails with a magnifier, and a title per picture (licences). */
export const Large: Story = {
  args: {
    images: [1, 2, 3].map((seed) => fixtureImage(seed, 600, 800)),
    size: 'lg',
    title: (index, count) => `资质图片 ${index + 1} / ${count}`,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看第 2 张图片（共 3 张）' }));
    const dialog = within(document.body).getByRole('dialog', { name: '资质图片 2 / 3' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** No pictures: nothing. */
export const NoPictures: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看第 2 张图片（共 5 张）' }));
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(within(dialog).getByText('2 / 5')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
