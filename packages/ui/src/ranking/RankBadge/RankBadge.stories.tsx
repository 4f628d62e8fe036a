import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RankBadge } from './RankBadge.tsx';

const meta = {
  title: 'Ranking / RankBadge',
  component: RankBadge,
  args: { rank: 1 },
} satisfies Meta<typeof RankBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '第 1 名' })).toHaveTextContent('1');
  },
};

/** The three medals and the plain places after them. */
export const AllPlaces: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {[1, 2, 3, 4, 10, 20].map((rank) => (
        <RankBadge key={rank} rank={rank} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
    await expect(canvas.getByRole('img', { name: '第 20 名' })).toBeVisible();
  },
};

export const Large: Story = { args: { rank: 2, size: 40 } };

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { rank: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'อันดับที่ 3' })).toBeVisible();
  },
};
