import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shopServices } from '../fixtures.ts';
import { MerchantServiceButton } from './MerchantServiceButton.tsx';

const meta = {
  title: 'Goods / MerchantServiceButton',
  component: MerchantServiceButton,
  args: { service: shopServices.phone, onLeaveMessage: fn() },
  // Room under the button for the phone panel.
  decorators: [(Story) => <div style={{ width: 240, minHeight: 140 }}><Story /></div>],
} satisfies Meta<typeof MerchantServiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** phone: a press shows the number as a tel: link; Escape closes and returns focus. */
export const Phone: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '联系客服' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: '客服电话' });
    await expect(within(panel).getByRole('link', { name: '拨打 400-822-9999' })).toHaveAttribute('href', 'tel:4008229999');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: '客服电话' })).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** phone, by keyboard: Enter opens, Tab reaches the number. */
export const PhoneKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '拨打 400-822-9999' })).toHaveFocus();
  },
};

/** H5: the shop's chat page in a new tab. */
export const H5: Story = {
  args: { service: shopServices.h5 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '联系客服 （在新标签页打开）' });
    await expect(link).toHaveAttribute('href', 'https://kefu.mall.example.com/chat?merId=1');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** email: a mailto: link. */
export const Email: Story = {
  args: { service: shopServices.email },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '联系客服 ，发邮件至 service@huawei-shop.example.com' });
    await expect(link).toHaveAttribute('href', 'mailto:service@huawei-shop.example.com');
  },
};

/** message: the app opens the leave-a-message dialog. */
export const Message: Story = {
  args: { service: shopServices.message },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onLeaveMessage).toHaveBeenCalledTimes(1);
  },
};

/** The channel's value is unusable (an H5 link that is not a web address): nothing is shown. */
export const Unusable: Story = {
  args: { service: { ...shopServices.h5, serviceLink: 'javascript:alert(1)' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Full width, as in the shop card. */
export const Block: Story = {
  args: { service: shopServices.message, block: true },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact seller' }));
    await expect(canvas.getByRole('link', { name: 'Call 400-822-9999' })).toBeVisible();
  },
};
