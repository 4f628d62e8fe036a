import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Base / Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: 240 } };

/** The shape of a goods card while it loads. */
export const CardShape: Story = {
  render: () => (
    <div style={{ width: 220, display: 'grid', gap: 8 }}>
      <Skeleton height={220} />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
      <Skeleton width={80} height={20} />
    </div>
  ),
};
