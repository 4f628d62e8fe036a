import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Base / QrCode',
  component: QrCode,
  args: { value: 'https://m.mall.example.com/', size: 120, title: '手机商城二维码' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code appears once its library has loaded. */
export const MobileMall: Story = {
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('img', { name: '手机商城二维码' });
    await expect(code.tagName.toLowerCase()).toBe('svg');
  },
};

export const Small: Story = {
  args: { size: 64 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '手机商城二维码' })).toHaveAttribute('width', '64');
  },
};
