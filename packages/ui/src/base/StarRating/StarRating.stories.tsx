import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from './StarRating.tsx';

const meta = {
  title: 'Base / StarRating',
  component: StarRating,
  args: { value: 4 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four whole stars: one image named after the value. */
export const Whole: Story = {
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: '4 颗星' });
    await expect(stars.querySelectorAll('[data-fill="1"]')).toHaveLength(4);
    await expect(stars.querySelectorAll('[data-fill="0"]')).toHaveLength(1);
  },
};

/** An average of 4.3 drawn in halves: four and a half stars. */
export const Half: Story = {
  args: { value: 4.3, allowHalf: true, size: 20 },
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: '4.5 颗星' });
    await expect(stars.querySelectorAll('[data-fill="0.5"]')).toHaveLength(1);
  },
};

/** Without halves 4.3 rounds to 4. */
export const RoundedToWhole: Story = {
  args: { value: 4.3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 颗星' })).toBeVisible();
  },
};

/** No rating yet (0), and values out of range clamp to 0–5. */
export const Empty: Story = {
  args: { value: -2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '0 颗星' })).toBeVisible();
  },
};

/** Beside a printed number it is hidden from assistive tech. */
export const Decorative: Story = {
  args: { value: 5, decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** One drawing at every size the mall uses: lists 14, the review summary 18, the shop header 16. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <StarRating value={3} size={12} />
      <StarRating value={3} />
      <StarRating value={3} size={16} />
      <StarRating value={3.5} allowHalf size={18} />
      <StarRating value={3} size={24} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: '3 颗星' })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: '3.5 颗星' })).toBeVisible();
  },
};

/** On a dark picture the empty stars are outlines; a shop's rating is named "评分 3 / 5". */
export const OnDark: Story = {
  args: { value: 3, size: 16, tone: 'onDark', label: '评分 3 / 5' },
  decorators: [(Story) => <div style={{ background: '#333', padding: 12, display: 'inline-block' }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 3 / 5' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { value: 4.5, allowHalf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.5 stars' })).toBeVisible();
  },
};

/** French: singular up to 1.5 (« 1,5 étoile »), decimal comma. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { value: 1.5, allowHalf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '1,5 étoile' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 ดาว' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 ດາວ' })).toBeVisible();
  },
};
