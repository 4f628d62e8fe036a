import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyReviewConfig, reviewConfig } from '../fixtures.ts';
import { ReviewSummary } from './ReviewSummary.tsx';

const meta = {
  title: 'Review / ReviewSummary',
  component: ReviewSummary,
  args: { config: reviewConfig },
  // The main column of the goods detail page.
  decorators: [(Story) => <div style={{ width: 920 }}><Story /></div>],
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Good rate as a percentage, average with half stars, number of reviews. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: '评价概况' });
    await expect(summary).toHaveTextContent('好评率93.62%');
    await expect(summary).toHaveTextContent('平均评分4.7');
    await expect(summary).toHaveTextContent('评价数1,286 条');
    // The stars repeat the printed average: hidden from assistive tech.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  args: { config: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '评价概况加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No reviews yet. */
export const Empty: Story = {
  args: { config: emptyReviewConfig },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无评价，购买后来分享你的体验吧')).toBeVisible();
    await expect(canvas.queryByText('好评率')).toBeNull();
  },
};

/** Every review good. */
export const AllGood: Story = {
  args: { config: { sumCount: 3, goodCount: 3, inCount: 0, poorCount: 0, replyChance: 100, replyStar: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

/** French formats the percentage and decimals its own way. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^93,62\s%$/)).toBeVisible();
    await expect(canvas.getByText('4,7')).toBeVisible();
  },
};
