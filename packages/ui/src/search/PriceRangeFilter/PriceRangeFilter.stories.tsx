import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { PriceRange } from './priceRange.ts';
import { PriceRangeFilter } from './PriceRangeFilter.tsx';

const meta = {
  title: 'Search / PriceRangeFilter',
  component: PriceRangeFilter,
  args: { onApply: fn(), onClear: fn() },
} satisfies Meta<typeof PriceRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed yuan are emitted as integer cents, on 确定 or Enter. */
export const EmitsCents: Story = {
  play: async ({ canvas, args }) => {
    const min = canvas.getByRole('textbox', { name: '最低价' });
    const max = canvas.getByRole('textbox', { name: '最高价' });
    await userEvent.type(min, '99.5');
    await userEvent.type(max, '1299');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ minPrice: 9950, maxPrice: 129900 });
    await userEvent.clear(min);
    await userEvent.type(max, '{Backspace}{Backspace}{Backspace}{Backspace}0.29{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith({ maxPrice: 29 });
  },
};

/** A minimum above the maximum is refused with a message; nothing is emitted until it is fixed. */
export const RejectsMinAboveMax: Story = {
  play: async ({ canvas, args }) => {
    const min = canvas.getByRole('textbox', { name: '最低价' });
    const max = canvas.getByRole('textbox', { name: '最高价' });
    await userEvent.type(min, '500');
    await userEvent.type(max, '100');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('最低价不能高于最高价');
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription('最低价不能高于最高价');
    await userEvent.clear(max);
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await userEvent.type(max, '500{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith({ minPrice: 50000, maxPrice: 50000 });
  },
};

/** Something that is not an amount (three decimals) is refused in its own box. */
export const RejectsInvalidAmount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '最高价' }), '12.345{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的金额，最多两位小数');
    await expect(canvas.getByRole('textbox', { name: '最高价' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: '最低价' })).not.toHaveAttribute('aria-invalid');
  },
};

/** Applied bounds (cents) are shown as yuan; 清除 empties the boxes and calls `onClear`. */
export const Applied: Story = {
  args: { minPrice: 10000, maxPrice: 29990 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '最低价' })).toHaveValue('100');
    await expect(canvas.getByRole('textbox', { name: '最高价' })).toHaveValue('299.90');
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: '最低价' })).toHaveValue('');
  },
};

/** An error showing, as a still picture. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '最低价' }), '300');
    await userEvent.type(canvas.getByRole('textbox', { name: '最高价' }), '20{Enter}');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/^$/);
  },
};

/** The search page owns the bounds: applying updates them, and the boxes follow. */
export const Controlled: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<PriceRange>({ minPrice: 5000 });
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <PriceRangeFilter
          {...args}
          {...range}
          onApply={(next) => {
            args.onApply(next);
            setRange(next);
          }}
          onClear={() => setRange({})}
        />
        <button type="button" onClick={() => setRange({ minPrice: 100, maxPrice: 200 })}>
          reset from the URL
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'reset from the URL' }));
    await expect(canvas.getByRole('textbox', { name: '最低价' })).toHaveValue('1');
    await expect(canvas.getByRole('textbox', { name: '最高价' })).toHaveValue('2');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min price' }), '20');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price' }), '10{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The minimum cannot be above the maximum');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { minPrice: 1990 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Prix' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Effacer' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ราคาต่ำสุด' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ຕົກລົງ' })).toBeVisible();
  },
};
