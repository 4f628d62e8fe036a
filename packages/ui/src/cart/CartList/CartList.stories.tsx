import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { selectableIds } from '../cartSelection.ts';
import { cartGroups, invalidCartGroups, longTextCartGroups } from '../fixtures.ts';
import { CartList, type CartListProps } from './CartList.tsx';

const meta = {
  title: 'Cart / CartList',
  component: CartList,
  args: {
    groups: cartGroups,
    selectedIds: new Set([101, 201]),
    onToggleItem: fn(),
    onToggleMerchant: fn(),
    onQuantityChange: fn(),
    onDelete: fn(),
    hrefFor: (line) => `/goods_detail/${line.productId}`,
  },
} satisfies Meta<typeof CartList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops, one line sold out; the callbacks get the line and merchant ids. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^选择 XINGHE StarBuds/ }));
    await expect(args.onToggleItem).toHaveBeenLastCalledWith(102, true);
    await userEvent.click(canvas.getByRole('checkbox', { name: /^选择 XINGHE StarPad/ }));
    await expect(args.onToggleItem).toHaveBeenLastCalledWith(101, false);

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 星河官方旗舰店 的全部商品' }));
    await expect(args.onToggleMerchant).toHaveBeenLastCalledWith(1, true);

    await userEvent.click(canvas.getAllByRole('button', { name: '增加数量' })[0]!);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(101, 2);

    await userEvent.click(canvas.getByRole('button', { name: /^删除 XINGHE StarBuds/ }));
    await expect(args.onDelete).toHaveBeenLastCalledWith([102]);

    const link = canvas.getByRole('link', { name: /XINGHE StarPad/ });
    await expect(link).toHaveAttribute('href', '/goods_detail/11');
    // A merchant with some of its lines selected shows the mixed state; one with all of them is checked.
    const huawei = canvas.getByRole('checkbox', { name: '选择 星河官方旗舰店 的全部商品' }) as HTMLInputElement;
    await expect(huawei.indeterminate).toBe(true);
    await expect(huawei).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '选择 松果森林食品专营店 的全部商品' })).toBeChecked();
  },
};

/** The header's 全选 without `onToggleAll` clears every merchant that has in-stock lines. */
export const AllSelected: Story = {
  args: { selectedIds: new Set([101, 102, 201]) },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '选择 松果森林食品专营店 的全部商品' })).toBeChecked();
    await userEvent.click(all);
    await expect(args.onToggleMerchant).toHaveBeenCalledTimes(2);
    await expect(args.onToggleMerchant).toHaveBeenCalledWith(1, false);
    await expect(args.onToggleMerchant).toHaveBeenCalledWith(2, false);
  },
};

function StatefulCart(args: CartListProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [groups, setGroups] = useState(args.groups);
  const toggle = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return (
    <CartList
      {...args}
      groups={groups}
      selectedIds={selected}
      onToggleItem={(id, on) => toggle([id], on)}
      onToggleMerchant={(merId, on) => toggle(selectableIds(groups.filter((g) => g.merId === merId)), on)}
      onToggleAll={(on) => {
        args.onToggleAll?.(on);
        toggle(selectableIds(groups), on);
      }}
      onQuantityChange={(id, quantity) => {
        args.onQuantityChange(id, quantity);
        setGroups((gs) =>
          gs.map((g) => ({ ...g, cartInfoList: g.cartInfoList.map((l) => (l.id === id ? { ...l, cartNum: quantity } : l)) })),
        );
      }}
    />
  );
}

/** With real selection state: 全选 picks every in-stock line, never the sold-out one. */
export const SelectAllInteraction: Story = {
  args: { onToggleAll: fn() },
  render: (args) => <StatefulCart {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onToggleAll).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('checkbox', { name: /^选择 XINGHE StarPad/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^选择 每日坚果/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^选择 手剥山核桃/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '选择 松果森林食品专营店 的全部商品' })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: /^选择 每日坚果/ }));
    await expect(canvas.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
  },
};

/** Stock 4, quantity 3: one more is allowed, then + stops (max = min(stock, 99)). */
export const StockLimit: Story = {
  render: (args) => <StatefulCart {...args} />,
  play: async ({ canvas, args }) => {
    const plus = canvas.getAllByRole('button', { name: '增加数量' })[2]!;
    await userEvent.click(plus);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(201, 4);
    await expect(plus).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^每日坚果.* 的数量$/ })).toHaveValue('4');
  },
};

/** A sold-out line cannot be selected and its quantity cannot change. */
export const SoldOut: Story = {
  args: { selectedIds: new Set([202]) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已售罄')).toBeVisible();
    const box = canvas.getByRole('checkbox', { name: /^选择 手剥山核桃/ });
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onToggleItem).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^手剥山核桃.* 的数量$/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
  },
};

/** A line with a quantity update in flight: its stepper is disabled, the others are not. */
export const Busy: Story = {
  args: { busyIds: new Set([101]) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /^XINGHE StarPad.* 的数量$/ })).toBeDisabled();
    const plus = canvas.getAllByRole('button', { name: '增加数量' });
    await expect(plus[0]).toBeDisabled();
    await userEvent.click(plus[0]!);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(plus[1]).toBeEnabled();
  },
};

/** Lines whose SKU is gone are listed apart, with 清空失效商品. */
export const WithInvalidItems: Story = {
  args: { invalidGroups: invalidCartGroups, onClearInvalid: fn() },
  play: async ({ canvas, args }) => {
    const section = within(canvas.getByRole('region', { name: '失效商品（1）' }));
    await expect(section.queryByRole('checkbox')).toBeNull();
    await userEvent.click(section.getByRole('button', { name: '清空失效商品' }));
    await expect(args.onClearInvalid).toHaveBeenCalledTimes(1);
    await userEvent.click(section.getByRole('button', { name: /^删除 疾风/ }));
    await expect(args.onDelete).toHaveBeenLastCalledWith([301]);
  },
};

export const LongText: Story = {
  args: { groups: longTextCartGroups, selectedIds: new Set([401]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '正在加载购物车' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('checkbox', { name: /^选择 / })).toBeNull();
  },
};

export const Empty: Story = {
  args: { groups: [], selectedIds: new Set(), empty: <Button variant="secondary">去逛逛</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '购物车还是空的' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去逛逛' })).toBeVisible();
  },
};

/** Nothing to buy, but unavailable lines are still listed so they can be cleared. */
export const EmptyWithInvalidItems: Story = {
  args: { groups: [], selectedIds: new Set(), invalidGroups: invalidCartGroups, onClearInvalid: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '购物车还是空的' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清空失效商品' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: '网络异常，请检查网络后重试', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { invalidGroups: invalidCartGroups, onClearInvalid: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeVisible();
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear unavailable items' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'เลือกทั้งหมด' })).toBeVisible();
    await expect(canvas.getByText('สินค้าหมด')).toBeVisible();
  },
};
