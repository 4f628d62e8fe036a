import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge } from './CountBadge.tsx';

const meta = {
  title: 'Base / CountBadge',
  component: CountBadge,
  args: { count: 3 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** Above 99 the badge says 99+. */
export const OverMax: Story = {
  args: { count: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.queryByText('128')).toBeNull();
  },
};

/** Exactly at the cap: still the number. */
export const AtMax: Story = {
  args: { count: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99')).toBeVisible();
  },
};

/** Another cap: 9+. */
export const CustomMax: Story = {
  args: { count: 12, max: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

/** 0 renders nothing by default. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-story-root]')).toBeEmptyDOMElement();
  },
};

/** …unless told to show it. */
export const ZeroShown: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

/** Next to a label, as in the order tabs, and on an icon, as in the header. */
export const InContext: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', fontSize: 14 }}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        待付款 <CountBadge count={2} />
      </span>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        待收货 <CountBadge count={1000} />
      </span>
      <span style={{ position: 'relative', display: 'inline-block', padding: '8px 16px', border: '1px solid #e5e5e5' }}>
        购物车
        <CountBadge count={42} aria-hidden style={{ position: 'absolute', top: -9, right: -9 }} />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('42')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Digits in the Lao locale (Latin digits, as the mall writes numbers). */
export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
