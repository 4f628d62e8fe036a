import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextOrder, preOrderList } from '../fixtures.ts';
import { BUYER_NOTE_MAX, OrderSummary } from './OrderSummary.tsx';

const meta = {
  title: 'Order / OrderSummary',
  component: OrderSummary,
  args: { orderList: preOrderList, note: '', onNoteChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops: one ships free, the other charges freight. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const huawei = within(canvas.getByRole('region', { name: '星河官方旗舰店' }));
    await expect(huawei.getByText('免运费')).toBeVisible();
    await expect(huawei.getByText('￥998.00')).toBeVisible();
    const squirrel = within(canvas.getByRole('region', { name: '松果森林食品专营店' }));
    await expect(squirrel.getByText('￥12.00')).toBeVisible();
    await expect(squirrel.getByText('×3')).toBeVisible();
    await expect(canvas.getByText('0/149')).toBeVisible();
  },
};

/** Typing a note updates the live counter. */
export const TypingNote: Story = {
  render: function Render(args) {
    const [note, setNote] = useState('');
    return (
      <OrderSummary
        {...args}
        note={note}
        onNoteChange={(next) => {
          setNote(next);
          args.onNoteChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '买家留言' });
    await userEvent.type(box, '请周末送货');
    await expect(args.onNoteChange).toHaveBeenLastCalledWith('请周末送货');
    await expect(canvas.getByText('5/149')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('5/149');
  },
};

/** The note stops at 149 characters (spec §9: under 150). */
export const NoteAtLimit: Story = {
  args: { note: '发'.repeat(BUYER_NOTE_MAX) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('149/149')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '买家留言' }), '多');
    await expect(args.onNoteChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    orderList: [
      {
        merId: 4,
        merName: longTextOrder.merName,
        proTotalFee: 12990 * 99,
        freightFee: 99 * 500,
        orderInfoList: longTextOrder.orderInfoList.map((l) => ({ ...l, productId: 41, attrValueId: 4101 })),
      },
    ],
    note: '工作日白天家里没人，请放到小区门口的丰巢快递柜，谢谢！',
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '正在加载商品清单' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free shipping')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note to seller' })).toBeVisible();
  },
};
