import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longNameMerchant, selfMerchant, thirdPartyMerchant } from '../fixtures.ts';
import { MerchantCard } from './MerchantCard.tsx';

const meta = {
  title: 'Merchant / MerchantCard',
  component: MerchantCard,
  args: { merchant: selfMerchant, href: '/merchant/merchant?merId=1' },
  // The side column of the goods detail page.
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof MerchantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A self-operated shop with five stars. */
export const SelfOperated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '星河官方旗舰店' })).toBeVisible();
    await expect(canvas.getByText('自营')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '评分 5 / 5' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '进店逛逛' })).toHaveAttribute('href', '/merchant/merchant?merId=1');
  },
};

/** A third-party shop: no badge. */
export const ThirdParty: Story = {
  args: { merchant: thirdPartyMerchant, href: '/merchant/merchant?merId=7' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('自营')).toBeNull();
    await expect(canvas.getByRole('img', { name: '评分 4 / 5' })).toBeVisible();
  },
};

/** A long name is clamped to two lines; a fractional rating is rounded. */
export const LongName: Story = {
  args: { merchant: { ...longNameMerchant, starLevel: 2.6 }, href: '/merchant/merchant?merId=12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 3 / 5' })).toBeVisible();
  },
};

/** No logo: a shop icon instead. */
export const WithoutAvatar: Story = {
  args: { merchant: { ...thirdPartyMerchant, avatar: '', starLevel: 1 } },
};

/** In a wide column. */
export const Wide: Story = {
  decorators: [(Story) => <div style={{ width: 480 }}><Story /></div>],
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mall-run')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rating 5 / 5' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit shop' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { merchant: thirdPartyMerchant },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'เข้าชมร้าน' })).toBeVisible();
  },
};
