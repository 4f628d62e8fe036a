import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from '../Chip/Chip.tsx';
import { FilterChoices, FilterPanel, FilterRow, type FilterOption } from './FilterPanel.tsx';

const kinds: FilterOption[] = [
  { id: 1, name: '数码家电' },
  { id: 2, name: '服饰鞋包' },
  { id: 3, name: '食品生鲜' },
];

const meta = {
  title: 'Base / FilterPanel',
  component: FilterChoices,
  args: { label: '店铺分类', options: kinds, selected: undefined, onSelect: fn(), allLabel: '全部' },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <FilterPanel>
        <FilterChoices
          {...args}
          selected={selected}
          onSelect={(id) => {
            setSelected(id);
            args.onSelect(id);
          }}
        />
        <FilterRow label="更多筛选">
          <Chip variant="outline">自营</Chip>
        </FilterRow>
      </FilterPanel>
    );
  },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof FilterChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of a filter: 全部 and a chip per choice, each row a named group. */
export const Choices: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '食品生鲜' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: '食品生鲜' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('group', { name: '更多筛选' })).toBeVisible();
  },
};

/** A row named by `groupLabel`, without 全部: the title is hidden from assistive tech. */
export const GroupLabel: Story = {
  args: { label: '手机数码', groupLabel: '手机数码下的分类', allLabel: undefined, selected: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '手机数码下的分类' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '全部' })).toBeNull();
  },
};
