import { use, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MallProvider, useCurrencySymbol, type MessageTable } from '@mall/ui';
import { useLocale } from '../state/LocaleContext.tsx';
import { loadOrderMessages } from './loadMessages.ts';

/**
 * Gives an order page the order messages ({@link loadOrderMessages}) on top
 * of every page's: a nested MallProvider with the same language, currency
 * and link, and the merged table. Its route loads the messages before the
 * page shows (routes.tsx), so this does not wait.
 */
export function OrderMessages({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const intl = useIntl();
  const currency = useCurrencySymbol();
  const extra = use(loadOrderMessages(locale));
  const messages = useMemo(() => ({ ...(intl.messages as MessageTable), ...extra }), [intl.messages, extra]);
  return (
    <MallProvider locale={locale} currencySymbol={currency} messages={messages}>
      {children}
    </MallProvider>
  );
}
