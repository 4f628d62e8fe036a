import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longNameMerchant, selfMerchant, thirdPartyMerchant } from '../fixtures.ts';
import { ShopIdentity } from './ShopIdentity.tsx';

const meta = {
  title: 'Merchant / ShopIdentity',
  component: ShopIdentity,
  args: { shop: selfMerchant, followers: 1283046 },
  // The side column of the goods detail page.
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof ShopIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards and lists: logo beside the name, 自营, stars and followers under it. */
export const Row: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '自营 星河官方旗舰店' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '评分 5 / 5' })).toBeVisible();
    await expect(canvas.getByText('1,283,046 人关注')).toBeVisible();
  },
};

/** A third-party shop without a logo, rating or follower count: the shop icon and the name only. */
export const Plain: Story = {
  args: { shop: { name: thirdPartyMerchant.name, avatar: '' }, followers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('自营')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** With `href` the name links to the shop; the logo's link is hidden (it repeats the name). */
export const Linked: Story = {
  args: { href: '/merchant/merchant?id=1', nameAs: 'p' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '星河官方旗舰店' })).toHaveAttribute('href', '/merchant/merchant?id=1');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** A long name is clamped to two lines beside the logo. */
export const LongText: Story = {
  args: { shop: { ...longNameMerchant, starLevel: 2.6 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 3 / 5' })).toBeVisible();
  },
};

/** The shop street: round logo above a one-line name, centred. */
export const Stacked: Story = {
  args: { variant: 'stacked', href: '/merchant/merchant?id=1', followers: undefined },
  decorators: [(Story) => <div style={{ width: 285, paddingTop: 8 }}><Story /></div>],
};

/** The shop header: large logo and name in light text on a dark picture, stars and followers on one line. */
export const Banner: Story = {
  args: { variant: 'banner', nameAs: 'h1', followers: 128640 },
  decorators: [(Story) => <div style={{ width: 720, padding: 24, background: '#333', color: '#fff' }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '自营 星河官方旗舰店' })).toBeVisible();
    await expect(canvas.getByText('128,640 人关注')).toBeVisible();
  },
};

/** A line of the caller's own under the rating, and a tag after the name. */
export const WithExtras: Story = {
  args: {
    shop: { name: selfMerchant.name, avatar: selfMerchant.avatar },
    followers: undefined,
    nameSuffix: <span style={{ fontWeight: 'normal', fontSize: 12 }}>（已关闭）</span>,
    children: <span style={{ fontSize: 12 }}>2024年5月1日 关注</span>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '星河官方旗舰店 （已关闭）' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mall-run')).toBeVisible();
    await expect(canvas.getByText('1,283,046 followers')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rating 5 / 5' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { followers: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ผู้ติดตาม 1 คน')).toBeVisible();
  },
};
