import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorStory, loadingStory } from '../../fixtures/stateStories.ts';
import { shortcutCounts, zeroShortcutCounts } from '../fixtures.ts';
import { AccountShortcuts, type AccountShortcut } from './AccountShortcuts.tsx';

const HREFS: Record<AccountShortcut, string> = {
  toPay: '/users/order_list?orderStatus=0',
  toShip: '/users/order_list?orderStatus=1',
  toReceive: '/users/order_list?orderStatus=2',
  toReview: '/users/order_list?orderStatus=4',
  refunds: '/users/refund_list',
};

const meta = {
  title: 'Profile / AccountShortcuts',
  component: AccountShortcuts,
  args: { counts: shortcutCounts, hrefOf: (key: AccountShortcut) => HREFS[key], allHref: '/users/order_list', onRetry: fn() },
  // The content column of the account pages.
  decorators: [(Story) => <div style={{ width: 760, padding: 24, background: '#f5f5f5' }}><Story /></div>],
} satisfies Meta<typeof AccountShortcuts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five links with their counts as badges and in their names. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: '我的订单' })).getByRole('list');
    // Badge, label, then the name for assistive tech.
    await expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '2待付款待付款，2 笔',
      '1待发货待发货，1 笔',
      '3待收货待收货，3 笔',
      '5待评价待评价，5 笔',
      '1退款/售后退款/售后，1 笔',
    ]);
    await expect(canvas.getByRole('link', { name: '待付款，2 笔' })).toHaveAttribute('href', HREFS.toPay);
    await expect(canvas.getByRole('link', { name: '退款/售后，1 笔' })).toHaveAttribute('href', HREFS.refunds);
    await expect(canvas.getByRole('link', { name: '全部订单' })).toHaveAttribute('href', '/users/order_list');
  },
};

/** Nothing waiting: no badges, the links stay. */
export const AllZero: Story = {
  args: { counts: zeroShortcutCounts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '待收货，0 笔' })).toBeVisible();
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

/** A count above 99 reads 99+ on the badge, the real number in the name. */
export const ManyOrders: Story = {
  args: { counts: { ...shortcutCounts, toReview: 120 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '待评价，120 笔' })).toHaveTextContent(/^99\+待评价/);
  },
};

export const Loading: Story = loadingStory('订单数量加载中', { counts: undefined });

export const Error: Story = errorStory({ counts: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'To pay: 2 orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Refunds: 1 order' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'À expédier : 1 commande' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'รอชำระเงิน 2 รายการ' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ລໍຖ້າຊຳລະ 2 ລາຍການ' })).toBeVisible();
  },
};
