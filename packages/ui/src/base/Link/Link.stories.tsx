import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MallProvider } from '../../provider/MallProvider.tsx';
import type { LinkProps } from '../../provider/link.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Base / Link',
  component: Link,
  args: { href: '/goods_detail/1', children: '查看商品详情' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 16 }}>
      <Link {...args} tone="inherit" />
      <Link {...args} tone="muted" />
      <Link {...args} tone="brand" />
    </p>
  ),
};

const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      data-router="yes"
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
        onClick?.(e);
      }}
      {...rest}
    />
  );
});

/** The app's router link is used for every Link inside the provider. */
export const WithRouterLink: Story = {
  render: (args) => (
    <MallProvider linkComponent={RouterLink}>
      <Link {...args} tone="brand" />
    </MallProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '查看商品详情' });
    await expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/goods_detail/1');
  },
};
