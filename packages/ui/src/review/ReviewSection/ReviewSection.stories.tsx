import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyReviewConfig, englishReviews, reviewConfig, reviews } from '../fixtures.ts';
import type { ReviewType } from '../ReviewFilter/reviewType.ts';
import type { ReviewItem } from '../ReviewList/ReviewList.tsx';
import { ReviewSection, type ReviewSectionProps } from './ReviewSection.tsx';

/** Whether a review belongs under a filter (crmeb-api §5: good 5, general 2–4, bad 1 star). */
function matches(review: ReviewItem, type: ReviewType): boolean {
  if (type === 1) return review.star === 5;
  if (type === 2) return review.star > 1 && review.star < 5;
  if (type === 3) return review.star === 1;
  return true;
}

/** Holds the filter like the page does, filters the fixture reviews, and reports each change to the spies. */
function Controlled(args: ReviewSectionProps) {
  const [type, setType] = useState<ReviewType>(args.type);
  const items = args.items?.filter((review) => matches(review, type));
  return (
    <ReviewSection
      {...args}
      type={type}
      items={items}
      total={items?.length ?? 0}
      onTypeChange={(next) => {
        setType(next);
        args.onTypeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Review / ReviewSection',
  component: ReviewSection,
  args: {
    config: reviewConfig,
    type: 0,
    onTypeChange: fn(),
    // Two reviews, so the whole section fits the 800 px screenshot.
    items: [reviews[0]!, reviews[2]!],
    page: 1,
    total: 2,
    limit: 10,
    onPageChange: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Shanghai',
  },
  render: Controlled,
  // The main column of the goods detail page (on the page grey of the body).
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof ReviewSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Summary, filters with counts and the reviews. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: '商品评价（1,286）' });
    await expect(within(section).getByRole('radio', { name: '全部（1,286）' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(section).getAllByRole('article')).toHaveLength(2);
  },
};

/** Clicking 差评 asks for type 3, marks it chosen, and the list shows only the bad review. */
export const FilterBad: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '差评（21）' }));
    await expect(args.onTypeChange).toHaveBeenCalledTimes(1);
    await expect(args.onTypeChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '差评（21）' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: 'Lemon Tree' })).toBeVisible();
  },
};

/** Statistics and the first page still loading. */
export const Loading: Story = {
  args: { config: undefined, items: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '商品评价' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '评价概况加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: '评价加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nobody has reviewed the goods yet. */
export const Empty: Story = {
  args: { config: emptyReviewConfig, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无评价' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '差评（0）' })).toBeVisible();
  },
};

/** The list failed to load; the statistics did not. */
export const Error: Story = {
  args: { items: undefined, error: '系统异常' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: englishReviews },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Reviews (1,286)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Negative (21)' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('heading', { name: 'No negative reviews' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /^Avis clients \(1\s286\)$/ })).toBeVisible();
    await expect(canvas.getAllByText('Réponse du vendeur :')).toHaveLength(2);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'รีวิวไม่ดี (21)' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'ລີວິວບໍ່ດີ (21)' })).toBeVisible();
  },
};
