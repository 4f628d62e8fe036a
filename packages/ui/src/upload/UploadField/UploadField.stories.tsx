import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { failedUploads, pickedFile, uploadedImages, uploading } from '../fixtures.ts';
import { UploadField, type UploadFieldProps } from './UploadField.tsx';

/** The hidden file input behind 上传图片. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/**
 * The page around the field, as the review and refund pages hold it: a
 * picked file "uploads" at once (a picture made in code takes its place), a
 * removed picture goes, a retried upload succeeds. Every callback is also
 * reported to the story's spy.
 */
function Page(args: UploadFieldProps) {
  const [images, setImages] = useState(args.images);
  const [pending, setPending] = useState(args.pending ?? []);
  return (
    <UploadField
      {...args}
      images={images}
      pending={pending}
      onFiles={(files) => {
        args.onFiles(files);
        setImages((list) => [...list, ...files.map((file, i) => ({ url: fixtureImage(list.length + i, 800, 600), name: file.name }))]);
      }}
      onRemove={(url) => {
        args.onRemove(url);
        setImages((list) => list.filter((image) => image.url !== url));
      }}
      onRetry={(id) => {
        args.onRetry?.(id);
        setPending((list) => list.filter((upload) => upload.id !== id));
        setImages((list) => [...list, { url: fixtureImage(list.length, 800, 600) }]);
      }}
      onDismiss={(id) => {
        args.onDismiss?.(id);
        setPending((list) => list.filter((upload) => upload.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Upload / UploadField',
  component: UploadField,
  args: {
    label: '晒图',
    images: [],
    pending: [],
    max: 5,
    maxBytes: 5 * 1024 * 1024,
    accept: ['image/jpeg', 'image/png'],
    onFiles: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet: the add tile (a button over a real file input), the count and what is accepted. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: '晒图' });
    const add = within(group).getByRole('button', { name: '上传图片' });
    await expect(add).toHaveAccessibleDescription('0/5 最多 5 张，支持 JPG和PNG 格式，单张不超过 5 MB');
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(input).toHaveAttribute('multiple');
    // Keyboard: Tab reaches the add tile.
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

/** Pictures uploaded: each opens large (the focus comes back on close) and has its remove button. */
export const SomeImages: Story = {
  tags: ['screenshot-viewport'],
  args: { images: uploadedImages.slice(0, 2) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2/5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 1 张图片' }));
    await expect(args.onRemove).toHaveBeenCalledWith(uploadedImages[0]!.url);
    const thumb = canvas.getByRole('button', { name: '查看第 2 张图片（共 2 张）' });
    await userEvent.click(thumb);
    const dialog = within(document.body).getByRole('dialog', { name: '晒图' });
    await expect(within(dialog).getByRole('img', { name: 'IMG_20250314_02.jpg' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(thumb).toHaveFocus();
    // The last state pictured: one opened again.
    await userEvent.click(thumb);
  },
};

/** Two files uploading: a progress bar each, with its value for assistive tech; they take their places in the count. */
export const Uploading: Story = {
  args: { images: uploadedImages.slice(0, 1), pending: uploading },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(bars[0]).toHaveAccessibleName('IMG_20250314_1422.jpg 上传进度');
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '35');
    await expect(bars[0]).toHaveAttribute('aria-valuemin', '0');
    await expect(bars[0]).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('80%')).toBeVisible();
    await expect(canvas.getByText('3/5')).toBeVisible();
  },
};

/**
 * Failed uploads: the generic message with 重试 and 移除, and the server's
 * message for a file a retry cannot fix (移除 only).
 */
export const Failed: Story = {
  args: { images: uploadedImages.slice(0, 1), pending: failedUploads },
  play: async ({ canvas, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('上传失败');
    await expect(alerts[1]).toHaveTextContent('图片无法识别：请上传 JPG 或 PNG 图片');
    await userEvent.click(canvas.getByRole('button', { name: '重试：IMG_20250314_1501.jpg' }));
    await expect(args.onRetry).toHaveBeenCalledWith('f1');
    await expect(canvas.queryByRole('button', { name: '重试：scan.png' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '移除：scan.png' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('f2');
  },
};

/** Full: no add tile, the count in red and a note saying why. */
export const LimitReached: Story = {
  args: { images: uploadedImages },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: '上传图片' })).toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('已达上限 5 张，删除后可重新上传');
    await expect(canvas.getByText('5/5')).toBeVisible();
  },
};

/** Disabled while the form is sent: no adding, no removing; the pictures still open. */
export const Disabled: Story = {
  args: { images: uploadedImages.slice(0, 2), disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '删除第 1 张图片' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '查看第 1 张图片（共 2 张）' })).toBeEnabled();
  },
};

/** More files picked than places left: only those that fit are sent, the rest are named in a message. */
export const TooManyChosen: Story = {
  args: { images: uploadedImages.slice(0, 3) },
  render: (args) => <Page {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const files = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => pickedFile(name));
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    await expect(args.onFiles).toHaveBeenCalledWith([files[0], files[1]]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多上传 5 张，另有 2 张未上传');
    await expect(canvas.queryByRole('button', { name: '上传图片' })).toBeNull();
  },
};

/**
 * Files refused before upload, whatever their name says: a GIF named .jpg
 * (by its type) and a picture over the size limit. Nothing is sent.
 */
export const Refused: Story = {
  args: { maxBytes: 1024 * 1024 },
  play: async ({ canvas, canvasElement, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [
      pickedFile('renamed.jpg', 'image/gif'),
      pickedFile('huge.jpg', 'image/jpeg', 1024 * 1024 + 1),
    ]);
    await expect(args.onFiles).not.toHaveBeenCalled();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('“renamed.jpg”不是 JPG或PNG 格式的图片，未上传');
    await expect(alert).toHaveTextContent('“huge.jpg”超过 1 MB，未上传');
    await expect(canvas.getByRole('button', { name: '上传图片' })).toHaveAccessibleDescription(/未上传/);
  },
};

/** The form's message about the field: announced, and describing the add tile, marked invalid. */
export const FormError: Story = {
  args: { images: uploadedImages.slice(0, 1), error: '请至少上传 1 张凭证图片' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少上传 1 张凭证图片');
    const add = canvas.getByRole('button', { name: '上传图片' });
    await expect(add).toHaveAttribute('aria-invalid', 'true');
    await expect(add).toHaveAccessibleDescription(/请至少上传 1 张凭证图片/);
  },
};

/** With a page: picked pictures appear; removing one puts the focus on the add tile, not on the page. */
export const WithPage: Story = {
  args: { images: uploadedImages.slice(0, 1), max: 3, accept: undefined, maxBytes: undefined, hint: '最多 3 张，用于说明商品问题' },
  render: (args) => <Page {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [pickedFile('b.webp', 'image/webp')]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('2/3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看第 2 张图片（共 2 张）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 2 张图片' }));
    await expect(canvas.getByRole('button', { name: '上传图片' })).toHaveFocus();
    await expect(canvas.getByText('最多 3 张，用于说明商品问题')).toBeVisible();
  },
};

/** The label kept for assistive tech only, as the review and refund forms print their own beside the field. */
export const HiddenLabel: Story = {
  args: { images: uploadedImages.slice(0, 2), hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '晒图' })).toBeVisible();
    // The label and the count sit in a clipped 1 px box.
    const head = canvas.getByText('晒图').parentElement!;
    await expect(head).toHaveTextContent('晒图2/5');
    await expect(head.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Photos', images: uploadedImages.slice(0, 2), pending: [uploading[0]!, failedUploads[0]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add picture' })).toHaveAccessibleDescription(
      '4/5 Up to 5 pictures, JPG and PNG, 5 MB each at most',
    );
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Uploading IMG_20250314_1422.jpg');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed');
    await expect(canvas.getByRole('button', { name: 'Retry: IMG_20250314_1501.jpg' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Photos', images: uploadedImages },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Limite de 5 images atteinte.');
    await expect(canvas.getByRole('button', { name: 'Supprimer l’image 1' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { label: 'รูปภาพ', images: uploadedImages.slice(0, 1), pending: uploading.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'เพิ่มรูปภาพ' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('กำลังอัปโหลด IMG_20250314_1422.jpg');
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { label: 'ຮູບພາບ', images: uploadedImages.slice(0, 2), pending: failedUploads.slice(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ເພີ່ມຮູບ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ເອົາອອກ scan.png' })).toBeVisible();
  },
};
