import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnterShopLink } from './EnterShopLink.tsx';

const meta = {
  title: 'Merchant / EnterShopLink',
  component: EnterShopLink,
  args: { href: '/merchant/merchant?id=1' },
  decorators: [(Story) => <div style={{ width: 208 }}><Story /></div>],
} satisfies Meta<typeof EnterShopLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '进店逛逛' })).toHaveAttribute('href', '/merchant/merchant?id=1');
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ເຂົ້າຊົມຮ້ານ' })).toBeVisible();
  },
};
