import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { Thumbnail } from './Thumbnail.tsx';

const meta = {
  title: 'Base / Thumbnail',
  component: Thumbnail,
  args: { src: fixtureImage(1, 160), 'aria-label': '显示第 1 张图片', onClick: fn() },
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 72 px square picture button, named by its label. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示第 1 张图片' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The picture shown now: a red frame, `aria-current`. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-current', 'true');
  },
};

/** A large thumbnail that opens the picture: a magnifier in the corner. */
export const ZoomBadge: Story = {
  args: { src: fixtureImage(2, 300, 400), width: 150, height: 200, zoom: 'badge', 'aria-label': '查看大图' },
};

/** A row as a gallery draws it. */
export const Row: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 15 }}>
      {[1, 2, 3, 4, 5].map((seed) => (
        <Thumbnail key={seed} src={fixtureImage(seed, 160)} current={seed === 2} aria-label={`显示第 ${seed} 张图片`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};
