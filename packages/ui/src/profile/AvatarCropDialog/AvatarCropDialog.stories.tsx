import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { pictureBlob } from '../fixtures.ts';
import { AvatarCropDialog } from './AvatarCropDialog.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Profile / AvatarCropDialog',
  parameters: { docs: docsInFrame },
  component: AvatarCropDialog,
  // A modal dialog leaves the story box: picture the whole viewport.
  tags: ['screenshot-viewport'],
  args: { file: pictureBlob(2, 800, 600), onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof AvatarCropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once its picture is shown. */
async function opened(canvasElement: HTMLElement) {
  const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '裁剪头像' });
  const area = await within(dialog).findByRole('group', { name: '裁剪区域' });
  return { dialog: within(dialog), area };
}

/** Where the picture is drawn in the viewport (px). */
function drawnAt(area: HTMLElement) {
  const image = area.querySelector('img');
  if (!image) throw new Error('no picture');
  return { left: image.style.left, top: image.style.top, width: image.style.width };
}

/** A landscape picture opens on its centred square (the whole height). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, area } = await opened(canvasElement);
    await expect(area).toHaveAccessibleDescription('拖动图片或用方向键移动，选择头像的正方形区域');
    // 800 × 600 shown 280 px high: 373.33 px wide, the square's left edge 100 px in (46.67 px on screen).
    await expect(drawnAt(area)).toEqual({ left: '-46.6667px', top: '0px', width: '373.333px' });
    await expect(dialog.getByRole('slider', { name: '缩放' })).toHaveValue('1');
  },
};

/** Zoomed to 2×: the square is half the height; the arrow keys move it, stopping at the edge. */
export const ZoomAndMove: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, area } = await opened(canvasElement);
    fireEvent.change(dialog.getByRole('slider', { name: '缩放' }), { target: { value: '2' } });
    await waitFor(() => expect(drawnAt(area).width).toBe('746.667px'));
    area.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(drawnAt(area).left).toBe('0px');
    await userEvent.keyboard('{ArrowDown}');
    await expect(drawnAt(area).top).not.toBe('-140px');
  },
};

/** Dragging the picture moves it with the pointer. */
export const Drag: Story = {
  play: async ({ canvasElement }) => {
    const { area } = await opened(canvasElement);
    const before = drawnAt(area).left;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: area, coords: { clientX: 100, clientY: 100 } },
      { target: area, coords: { clientX: 130, clientY: 100 } },
      { keys: '[/MouseLeft]', target: area, coords: { clientX: 130, clientY: 100 } },
    ]);
    await waitFor(() => expect(drawnAt(area).left).not.toBe(before));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 使用头像 hands over a square JPEG (an SVG or JPEG becomes JPEG), 400 px at most. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await opened(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '使用头像' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const [avatar] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0] as [Blob];
    await expect(avatar.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(avatar);
    await expect([bitmap.width, bitmap.height]).toEqual([400, 400]);
  },
};

/** The owner's upload failed: the message shows in the dialog, which stays open. */
export const ConfirmFailed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('上传失败，请重试'))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await opened(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '使用头像' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('上传失败，请重试'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 取消 crops nothing. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await opened(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A file the browser cannot decode. */
export const Unreadable: Story = {
  args: { file: new Blob(['not a picture'], { type: 'image/png' }) },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('无法读取这张图片，请换一张');
    await expect(dialog.getByRole('button', { name: '使用头像' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Crop your picture' });
    await expect(await within(dialog).findByRole('group', { name: 'Crop area' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Recadrer la photo' });
    await expect(await within(dialog).findByRole('group', { name: 'Zone de recadrage' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'ครอบรูปโปรไฟล์' });
    await expect(await within(dialog).findByRole('group', { name: 'พื้นที่ครอบรูป' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'ຕັດຮູບໂປຣໄຟລ໌' });
    await expect(await within(dialog).findByRole('group', { name: 'ພື້ນທີ່ຕັດຮູບ' })).toBeVisible();
  },
};
