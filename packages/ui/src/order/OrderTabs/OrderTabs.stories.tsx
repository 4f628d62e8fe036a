import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { orderTabCounts } from '../fixtures.ts';
import { OrderTabs, type OrderTabsKeyProps } from './OrderTabs.tsx';

/** The keyed tabs; the numbered (deprecated) form has a story of its own. */
const KeyedTabs = (props: OrderTabsKeyProps) => <OrderTabs {...props} />;

const meta = {
  title: 'Order / OrderTabs',
  component: KeyedTabs,
  args: { value: 'all', onChange: fn(), counts: orderTabCounts },
} satisfies Meta<typeof KeyedTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six tabs; those with orders show a count (99+ above 99), 全部订单 has none. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部订单',
      '待付款 2',
      '待发货 1',
      '待收货',
      '待评价 3',
      '已完成 99+',
    ]);
    await expect(canvas.getByRole('tab', { name: '全部订单' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '待评价 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('awaitingReview');
    await userEvent.click(canvas.getByRole('tab', { name: '全部订单' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** ←/→ move and select; Home/End jump; the ends wrap round. */
export const Keyboard: Story = {
  render: controlled(KeyedTabs, 'value', 'onChange'),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '全部订单' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('unpaid');
    await expect(canvas.getByRole('tab', { name: /^待付款/ })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: /^待付款/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('completed');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('completed');
    await expect(canvas.getByRole('tab', { name: /^已完成/ })).toHaveFocus();
    // Only the selected tab is in the Tab order.
    await expect(canvas.getByRole('tab', { name: '全部订单' })).toHaveAttribute('tabindex', '-1');
  },
};

export const AwaitingReviewSelected: Story = {
  args: { value: 'awaitingReview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '待评价 3' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** While the counts load: no badges, the tabs still work. */
export const LoadingCounts: Story = {
  args: { counts: undefined, value: 'awaitingReceipt' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部订单', '待付款', '待发货', '待收货', '待评价', '已完成']);
    await userEvent.click(canvas.getByRole('tab', { name: '已完成' }));
    await expect(args.onChange).toHaveBeenCalledWith('completed');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { value: 'unpaid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'To pay 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'All orders' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'To review 3' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { value: 'awaitingReview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'À évaluer 3' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { value: 'awaitingShipment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'รอจัดส่ง 1' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { value: 'completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'ສຳເລັດແລ້ວ 99+' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'ທັງໝົດ' })).toBeVisible();
  },
};
