import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorStory, expectHeading, loadingStory } from '../../fixtures/stateStories.ts';
import { shopCoupon, shopCoupons } from '../fixtures.ts';
import { CouponList } from './CouponList.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Coupon / CouponList',
  parameters: { docs: docsInFrame },
  component: CouponList,
  // Validity days in China time, as the mall sets them, so the pictures do not depend on the machine's zone.
  args: { coupons: shopCoupons, onReceive: fn(), onRetry: fn(), timeZone: 'Asia/Shanghai' },
  // The shop's coupon tab on the 1200 px page.
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof CouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state side by side: available, limited, received, gone, long. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '优惠券列表' });
    await expect(list.children).toHaveLength(5);
    await expect(within(list).getByText('有效期 2025/03/01 至 2025/06/30')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '领取' })).toHaveLength(3);
  },
};

/** 领取 on a card reports that coupon, once even on a double click. */
export const ReceiveOnce: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getAllByRole('button', { name: '领取' })[0]!);
    await expect(args.onReceive).toHaveBeenCalledTimes(1);
    await expect(args.onReceive).toHaveBeenCalledWith(shopCoupon);
  },
};

/** The receive call of one coupon is running. */
export const Receiving: Story = {
  args: { receivingId: shopCoupon.id },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button', { name: '领取' });
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(second).not.toHaveAttribute('aria-busy');
  },
};

export const Loading: Story = loadingStory('优惠券加载中', { coupons: undefined });

export const Empty: Story = {
  args: { coupons: [] },
  play: expectHeading('暂无可领取的优惠券'),
};

export const Error: Story = errorStory({ coupons: undefined });

/** The goods detail strip: three coupons in brief and 领券. */
export const Compact: Story = {
  args: { variant: 'compact' },
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '优惠券' });
    const chips = within(group).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['满￥1,000减￥100', '立减￥5', '满￥5,000减￥300']);
    await expect(canvas.getByRole('button', { name: '领券' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** 领券 opens every coupon in a dialog; 领取 there reports the coupon once. */
export const CompactOpen: Story = {
  tags: ['screenshot-viewport'],
  args: { variant: 'compact' },
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '领券' }));
    const dialog = within(document.body).getByRole('dialog', { name: '领取优惠券' });
    await expect(within(dialog).getAllByRole('article')).toHaveLength(5);
    await expect(within(dialog).getByText('有效期 2025/03/01 至 2025/03/31')).toBeVisible();
    await userEvent.dblClick(within(dialog).getAllByRole('button', { name: '领取' })[1]!);
    await expect(args.onReceive).toHaveBeenCalledTimes(1);
    await expect(args.onReceive).toHaveBeenCalledWith(shopCoupons[1]);
  },
};

export const CompactLoading: Story = {
  args: { variant: 'compact', loading: true, coupons: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '优惠券' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CompactError: Story = {
  args: { variant: 'compact', coupons: undefined, error: '系统异常' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('优惠券加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No coupons: the strip is left out. */
export const CompactEmpty: Story = {
  args: { variant: 'compact', coupons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { variant: 'compact' },
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('￥100 off ￥1,000+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get coupons' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Obtenir' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Épuisé' })).toBeDisabled();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { variant: 'compact' },
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'เก็บคูปอง' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ໝົດແລ້ວ' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'ຮັບ' })).toHaveLength(3);
  },
};
