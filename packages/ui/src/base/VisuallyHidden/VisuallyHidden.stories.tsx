import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Base / VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page heading screen readers announce and the layout does not print. */
export const HiddenHeading: Story = {
  render: () => (
    <div>
      <VisuallyHidden as="h1">商城首页</VisuallyHidden>
      <p>Only this line is on screen.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: '商城首页' });
    const box = heading.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
