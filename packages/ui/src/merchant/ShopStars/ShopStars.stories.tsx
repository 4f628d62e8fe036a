import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopStars } from './ShopStars.tsx';

const meta = {
  title: 'Merchant / ShopStars',
  component: ShopStars,
  args: { score: 4 },
} satisfies Meta<typeof ShopStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Four: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 4 / 5' })).toBeVisible();
  },
};

/** Out-of-range and fractional ratings are rounded and clamped. */
export const Clamped: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ShopStars score={7} />
      <ShopStars score={2.6} />
      <ShopStars score={-1} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 5 / 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '评分 3 / 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '评分 0 / 5' })).toBeVisible();
  },
};

/** On the dark picture of the shop header. */
export const OnDark: Story = {
  args: { score: 3, size: 16, tone: 'onDark' },
  decorators: [(Story) => <div style={{ background: '#333', padding: 12, display: 'inline-block' }}><Story /></div>],
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rating 4 / 5' })).toBeVisible();
  },
};
