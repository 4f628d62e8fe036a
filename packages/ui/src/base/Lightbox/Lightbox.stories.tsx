import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { Button } from '../Button/Button.tsx';
import { Lightbox, type LightboxProps } from './Lightbox.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const photos = [
  { url: fixtureImage(1, 800, 600), alt: '开箱：包装盒' },
  { url: fixtureImage(2, 600, 800), alt: '手机背面' },
  { url: fixtureImage(3, 600), alt: '充电器' },
  { url: fixtureImage(4, 800, 600), alt: '屏幕显示' },
  { url: fixtureImage(5, 800, 600), alt: '赠品' },
];

/**
 * The owner of the viewer, as a page holds it: the shown index in state, an
 * opener button (the focus comes back to it), and each callback also reported
 * to the story's spy.
 */
function Owner(args: LightboxProps) {
  const [index, setIndex] = useState(args.index);
  return (
    <>
      <Button variant="ghost" onClick={() => setIndex(0)}>
        打开图片
      </Button>
      <Lightbox
        {...args}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          args.onIndexChange(next);
        }}
        onClose={() => {
          setIndex(null);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Base / Lightbox',
  parameters: { docs: docsInFrame },
  component: Lightbox,
  args: { images: photos, index: 1, onIndexChange: fn(), onClose: fn(), title: '评价图片' },
  render: (args) => <Owner {...args} />,
  tags: ['screenshot-viewport'],
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several pictures: ←/→ and 上一张 / 下一张 step, wrapping around at either end; the position follows. */
export const Several: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: '评价图片' });
    await expect(within(dialog).getByRole('img', { name: '手机背面' })).toBeVisible();
    await expect(within(dialog).getByText('2 / 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(within(dialog).getByRole('img', { name: '充电器' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
    await expect(within(dialog).getByText('5 / 5')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '下一张' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '上一张' }));
    await expect(within(dialog).getByRole('img', { name: '赠品' })).toBeVisible();
  },
};

/** One picture: nothing to step to, the arrow keys do nothing; 关闭 asks the owner to close. */
export const OnePicture: Story = {
  args: { images: photos.slice(0, 1), index: 0 },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: '评价图片' });
    await expect(within(dialog).getByText('1 / 1')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Closed (`index` null): no dialog. Opening it and closing it gives the focus back to the opener. */
export const Closed: Story = {
  args: { index: null },
  play: async ({ canvas, args }) => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    const opener = canvas.getByRole('button', { name: '打开图片' });
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: '评价图片' });
    await expect(within(dialog).getByRole('img', { name: '开箱：包装盒' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** No alternative text and no title given: the defaults name the dialog and each picture. */
export const Defaults: Story = {
  args: { images: photos.map(({ url }) => ({ url })), index: 2, title: undefined },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: '查看图片' });
    await expect(within(dialog).getByRole('img', { name: '图片，第 3 张，共 5 张' })).toBeVisible();
  },
};

/** A title per picture; an index past the end of a shrunken list shows the last picture. */
export const TitlePerPicture: Story = {
  args: { images: photos.slice(0, 3), index: 7, title: (index, count) => `凭证 ${index + 1} / ${count}` },
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: '凭证 3 / 3' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { images: photos.map(({ url }) => ({ url })), title: undefined },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Picture' });
    await expect(within(dialog).getByRole('img', { name: 'Picture 2 of 5' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { images: photos.map(({ url }) => ({ url })), title: undefined },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Image' });
    await expect(within(dialog).getByRole('img', { name: 'Image 2 sur 5' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Suivante' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { images: photos.map(({ url }) => ({ url })), title: undefined },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'ดูรูปภาพ' });
    await expect(within(dialog).getByRole('img', { name: 'รูปภาพที่ 2 จาก 5' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'ถัดไป' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { images: photos.map(({ url }) => ({ url })), title: undefined },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'ເບິ່ງຮູບ' });
    await expect(within(dialog).getByRole('img', { name: 'ຮູບທີ 2 ຈາກ 5' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'ຖັດໄປ' })).toBeVisible();
  },
};
