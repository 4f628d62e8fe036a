import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../base/Button/Button.tsx';
import { Link } from '../base/Link/Link.tsx';
import { EmptyState } from '../feedback/EmptyState/EmptyState.tsx';
import { installIntlPolyfills } from '../i18n/intlPolyfill.ts';
import { ensureLocaleData } from '../i18n/localeData.ts';
import { loadUiMessages } from '../i18n/loadMessages.ts';
import { LOCALES, LOCALE_NAMES, type Locale } from '../i18n/locales.ts';
import type { MessageTable } from '../i18n/messageTable.ts';
import { Price } from '../money/Price/Price.tsx';
import type { LinkProps } from './link.tsx';
import { MallProvider } from './MallProvider.tsx';

/**
 * What the app wraps the library in: language (messages and number formats),
 * currency symbol and router link.
 */
const meta = {
  title: 'Foundations / MallProvider',
  component: MallProvider,
  args: { children: null, globalStyles: false },
} satisfies Meta<typeof MallProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same pieces in each of the five languages: messages, number grouping, scripts. */
export const EveryLocale: Story = {
  loaders: [
    async () => {
      await Promise.all(LOCALES.map((locale) => ensureLocaleData(locale, installIntlPolyfills)));
      return { tables: Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadUiMessages(l)]))) };
    },
  ],
  render: (args, { loaded }) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 16 }}>
      {LOCALES.map((locale) => (
        <MallProvider key={locale} {...args} locale={locale} messages={(loaded.tables as Record<Locale, MessageTable>)[locale]}>
          <section aria-label={LOCALE_NAMES[locale]} style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
            <strong>{LOCALE_NAMES[locale]}</strong>
            <Price cents={123456789} size="lg" />
            <EmptyState />
          </section>
        </MallProvider>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'English' })).toHaveTextContent('Nothing here yet');
    await expect(canvas.getByRole('region', { name: 'Français' })).toHaveTextContent(/1\s234\s567,89/u);
    await expect(canvas.getByRole('region', { name: '简体中文' })).toHaveTextContent('暂无内容');
  },
};

/** The home data's `shopPayCurrency` replaces the default ￥. */
export const Currency: Story = {
  render: (args) => (
    <MallProvider {...args} currencySymbol="฿" locale="th">
      <Price cents={99000} size="xl" />
    </MallProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('฿990.00')).toBeVisible();
  },
};

const followed = fn();
const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink({ href, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(e) => {
        e.preventDefault();
        followed(href);
      }}
    />
  );
});

/** Every library link goes through the app's router link. */
export const RouterLink: Story = {
  render: (args) => (
    <MallProvider {...args} linkComponent={AppLink}>
      <Link href="/order/shopping_cart" tone="brand">
        我的购物车
      </Link>{' '}
      <Button variant="link">按钮不受影响</Button>
    </MallProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '我的购物车' }));
    await expect(followed).toHaveBeenCalledWith('/order/shopping_cart');
  },
};
