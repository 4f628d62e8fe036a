// What an integrator writes: the mall's header and sign-in dialog in its own brand, through the package's public exports only.
import { css, Global } from '@emotion/react';
import { useState } from 'react';
import { Header, MallProvider, SignInDialog, createMallTheme, ensureLocaleData, loadUiMessages, type Locale, type MessageTable } from '@mall/ui';
import { CODE_RESEND_SECONDS, type HomeData } from '@mall/api';

/** Another mall's brand: blue, square corners. */
const brand = createMallTheme({
  color: { brand: '#1d4ed8', brandHover: '#1e40af', brandActive: '#1e3a8a', brandSoft: '#eff6ff' },
  radius: { sm: 0, md: 2 },
});

const home: Pick<HomeData, 'logoUrl'> = { logoUrl: '' };

/**
 * The locale's messages and number data, before the first render. This app installs no polyfill (the
 * optional `@mall/ui/intl-polyfill`): a browser without Lao number data formats Lao pages' numbers its own way.
 */
export async function loadMall(locale: Locale): Promise<MessageTable> {
  const [messages] = await Promise.all([loadUiMessages(locale), ensureLocaleData(locale)]);
  return messages;
}

export function MallHeader({ locale, messages }: { locale: Locale; messages: MessageTable }) {
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState('');
  return (
    <MallProvider locale={locale} messages={messages} theme={brand}>
      <Global styles={css`*, *::before, *::after { box-sizing: border-box; } body { margin: 0; }`} />
      <Header
        logoUrl={home.logoUrl}
        keywords={[{ id: 1, title: 'Tea' }]}
        onSearch={setSearched}
        cartCount={3}
        cartHref="/cart"
        user={null}
        onSignIn={() => setOpen(true)}
        onSignOut={() => undefined}
        categories={[{ id: 1, name: 'Tea', childList: [{ id: 2, name: 'Green tea' }] }]}
        categoryHref={(cid) => `/search?cid=${cid}`}
      />
      <output data-searched>{searched}</output>
      <output data-resend-seconds>{CODE_RESEND_SECONDS}</output>
      <SignInDialog
        open={open}
        onClose={() => setOpen(false)}
        methods={{ googleOpen: false, facebookOpen: false, twitterOpen: false, qrLoginOpen: false, visitorOpen: false }}
        showGuest={false}
        qr={{ url: '', status: 'loading' }}
        actions={{
          onPhonePassword: async () => Promise.reject(new Error('Wrong password')),
          onEmailPassword: async () => undefined,
          onPhoneCode: async () => undefined,
          onSendPhoneCode: async () => undefined,
          onSendEmailCode: async () => undefined,
          onRegisterPhone: async () => undefined,
          onRegisterEmail: async () => undefined,
          onResetPassword: async () => undefined,
          onGuest: async () => undefined,
          onThirdParty: () => undefined,
          onQrStart: () => undefined,
          onQrStop: () => undefined,
        }}
      />
    </MallProvider>
  );
}
