import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MallProvider } from '../../provider/MallProvider.tsx';
import { Price } from './Price.tsx';

const meta = {
  title: 'Components / Price',
  component: Price,
  args: { cents: 129900 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('￥1,299.00')).toBeVisible();
  },
};

export const Original: Story = {
  args: { cents: 159900, variant: 'original' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '原价 ￥1,599.00' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
      <Price {...args} size="xl" />
    </div>
  ),
};

export const Free: Story = {
  args: { cents: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('￥0.00')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { cents: 129950 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^￥1\s299,50$/u)).toBeVisible();
  },
};

export const OtherCurrency: Story = {
  render: (args) => (
    <MallProvider currencySymbol="$">
      <Price {...args} />
    </MallProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,299.00')).toBeVisible();
  },
};
