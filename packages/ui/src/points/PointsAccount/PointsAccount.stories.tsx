import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { errorStory, loadingStory } from '../../fixtures/stateStories.ts';
import { emptyPointsSummary, pointsSummary } from '../fixtures.ts';
import { PointsAccount } from './PointsAccount.tsx';

const meta = {
  title: 'Points / PointsAccount',
  component: PointsAccount,
  args: { account: pointsSummary, onRetry: fn() },
  // The content column of the account pages.
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof PointsAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tiles: usable (in red), frozen, earned and spent in all. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((el) => el.textContent)).toEqual(['当前积分', '冻结积分', '累计获得', '累计消费']);
    await expect(canvas.getAllByRole('definition').map((el) => el.textContent)).toEqual(['1,280', '320', '5,600', '4,000']);
  },
};

/** A new shopper. */
export const Empty: Story = {
  args: { account: emptyPointsSummary },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition').map((el) => el.textContent)).toEqual(['0', '0', '0', '0']);
  },
};

export const Loading: Story = loadingStory('积分加载中', { account: undefined });

export const Error: Story = errorStory({ account: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((el) => el.textContent)).toEqual(['Available', 'Frozen', 'Earned in total', 'Spent in total']);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gelés')).toBeVisible();
    // French groups thousands with a narrow no-break space.
    await expect(canvas.getAllByRole('definition').map((el) => el.textContent)).toEqual(['1\u202f280', '320', '5\u202f600', '4\u202f000']);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('คะแนนปัจจุบัน')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ຄະແນນປັດຈຸບັນ')).toBeVisible();
  },
};
