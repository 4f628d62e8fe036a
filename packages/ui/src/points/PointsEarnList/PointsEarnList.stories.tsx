import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorStory, expectHeading, loadingStory } from '../../fixtures/stateStories.ts';
import { LinkContext, type LinkProps } from '../../provider/link.tsx';
import { pointsEarnRules } from '../fixtures.ts';
import { PointsEarnList } from './PointsEarnList.tsx';

/** What the app's router link was asked to open. */
const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
        onClick?.(e);
      }}
      {...rest}
    />
  );
});

const meta = {
  title: 'Points / PointsEarnList',
  component: PointsEarnList,
  args: { rules: pointsEarnRules, hrefs: { shopping: '/', review: '/users/evaluation_list' }, perYuan: 100, onRetry: fn() },
  // The content column of the account pages.
  decorators: [
    (Story) => (
      <LinkContext.Provider value={RouterLink}>
        <div style={{ width: 960 }}>
          <Story />
        </div>
      </LinkContext.Provider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PointsEarnList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both ways with the configured amounts and their links, and what points are worth. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '赚积分' });
    const [shopping, review] = within(list).getAllByRole('listitem');
    await expect(shopping).toHaveTextContent('购物得积分');
    await expect(shopping).toHaveTextContent('每消费 ￥1.00 可得 1 积分。 订单完成后冻结 7 天，之后可用。');
    await expect(review).toHaveTextContent('评价已购商品可得 10 积分，带图评价可得 20 积分。');
    await expect(canvas.getByText('结算时每 100 积分可抵 ￥1.00。')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '去评价' }));
    await expect(navigate).toHaveBeenCalledWith('/users/evaluation_list');
    await userEvent.click(canvas.getByRole('link', { name: '去购物' }));
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};

/** Only reviews earn, the same with or without pictures; shopping is switched off, and no links are given. */
export const ReviewOnly: Story = {
  args: { rules: [{ way: 'review', points: 5, pointsWithPics: 5, frozenDays: 0 }], hrefs: {}, perYuan: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('评价已购商品可得 5 积分。')).toBeVisible();
    await expect(canvas.queryByText('购物得积分')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Shopping points spendable at once: no frozen days said. */
export const NotFrozen: Story = {
  args: { rules: [{ way: 'shopping', points: 2, pointsWithPics: 0, frozenDays: 0 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('每消费 ￥1.00 可得 2 积分。')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('积分规则加载中', { rules: undefined });

export const Empty: Story = { args: { rules: [] }, play: expectHeading('暂无获取积分的方式') };

export const Error: Story = errorStory({ rules: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Earn 1 point for every ￥1.00 you pay. They are frozen for 7 days after the order is completed.')).toBeVisible();
    await expect(canvas.getByText('Earn 10 points for reviewing an item you bought, 20 with photos.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Donner un avis' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('รีวิวรับคะแนน')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ຣີວິວຮັບຄະແນນ')).toBeVisible();
  },
};
