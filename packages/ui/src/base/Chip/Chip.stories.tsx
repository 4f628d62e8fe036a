import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './Chip.tsx';

const meta = {
  title: 'Base / Chip',
  component: Chip,
  args: { children: '曜石黑', onClick: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' } as const;

/** An outlined chip (a specification value): a click calls `onClick`. */
export const Outline: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '曜石黑' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Outlined chips as a radio group, the way SkuSelector uses them: the chosen one has a red border and corner tick. */
export const OutlineSelected: Story = {
  render: (args) => (
    <div role="radiogroup" aria-label="颜色" style={row}>
      <Chip role="radio" aria-checked selected onClick={args.onClick}>
        曜石黑
      </Chip>
      <Chip role="radio" aria-checked={false} onClick={args.onClick}>
        冰霜银
      </Chip>
      <Chip role="radio" aria-checked={false} unavailable onClick={args.onClick}>
        晨曦金
      </Chip>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '曜石黑' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '冰霜银' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Plain chips as toggle buttons, the way CategoryFilter uses them: text only, framed in red when pressed. */
export const Plain: Story = {
  render: (args) => (
    <div role="group" aria-label="分类" style={row}>
      <Chip variant="plain" aria-pressed={false} onClick={args.onClick}>
        全部
      </Chip>
      <Chip variant="plain" aria-pressed selected onClick={args.onClick}>
        手机数码
      </Chip>
      <Chip variant="plain" aria-pressed={false} onClick={args.onClick}>
        食品生鲜
      </Chip>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '手机数码' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Ruled out by other choices: dashed, still focusable, a click does nothing. */
export const Unavailable: Story = {
  args: { unavailable: true, children: '晨曦金' },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: '晨曦金' });
    await expect(chip).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.click(chip);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Natively disabled: not focusable, a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true, children: '已下架' },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: '已下架' });
    await expect(chip).toBeDisabled();
    await userEvent.click(chip);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every look side by side, both variants. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={row}>
        <Chip>默认</Chip>
        <Chip selected aria-pressed>
          已选
        </Chip>
        <Chip unavailable>无货</Chip>
        <Chip selected unavailable aria-pressed>
          已选无货
        </Chip>
        <Chip disabled>禁用</Chip>
      </div>
      <div style={row}>
        <Chip variant="plain">默认</Chip>
        <Chip variant="plain" selected aria-pressed>
          已选
        </Chip>
        <Chip variant="plain" unavailable>
          无货
        </Chip>
        <Chip variant="plain" disabled>
          禁用
        </Chip>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: '无货' })[0]).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getAllByRole('button', { name: '禁用' })[1]).toBeDisabled();
  },
};

/** A long value wraps inside the chip instead of leaving its row. */
export const LongText: Story = {
  args: { children: '透明白,特大号 75L × 3 个装,带滑轮,加厚款,适合家庭厨房与办公室使用' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('button');
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

/** Thai text (glyphs above and below the line). */
export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args) => (
    <div role="radiogroup" aria-label="สี" style={row}>
      <Chip role="radio" aria-checked selected onClick={args.onClick}>
        ดำนิล
      </Chip>
      <Chip role="radio" aria-checked={false} onClick={args.onClick}>
        เงินน้ำแข็ง
      </Chip>
      <Chip role="radio" aria-checked={false} unavailable onClick={args.onClick}>
        ทองอรุณ
      </Chip>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'ทองอรุณ' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
