import { ThemeProvider, useTheme } from '@emotion/react';
import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, languageTag, type Locale } from '../i18n/locales.ts';
import type { MessageTable } from '../i18n/messageTable.ts';
import { GlobalStyles } from '../theme/GlobalStyles.tsx';
import { theme as mallTheme, type MallTheme } from '../theme/theme.ts';
import { CurrencyContext, DEFAULT_CURRENCY } from './currency.ts';
import { LinkContext, type LinkProps } from './link.tsx';

export interface MallProviderProps {
  /** Interface language; zh-CN by default (spec §1). */
  locale?: Locale;
  /** Currency symbol before prices, from the home data's `shopPayCurrency` (spec §3); ￥ by default. */
  currencySymbol?: string;
  /**
   * Every message of the locale: the library's (`await loadUiMessages(locale)`)
   * with the app's own merged over them. Nested providers inherit the outer
   * provider's messages when they give none.
   */
  messages?: MessageTable;
  /** The app's router link (navigates without reloading); a plain `<a>` by default. */
  linkComponent?: ComponentType<LinkProps>;
  /**
   * The tokens components are drawn with; the mall's own ({@link mallTheme}) by default. A shop's pages pass
   * it with `font.family` set to `SYSTEM_FONT_FAMILY`, so shoppers' own faces draw the text (issue 17).
   * Nested providers inherit the outer provider's theme when they give none.
   */
  theme?: MallTheme;
  /**
   * Render the document-wide base styles (`*` box sizing, `body` font and colours, form controls inheriting
   * the font). Off by default, so a page that is not all mall keeps its own; the mall's storefront and
   * the stories turn them on. Components are drawn with border-box sizing: an app without these styles
   * gives its own `*, *::before, *::after { box-sizing: border-box }` if it has none.
   */
  globalStyles?: boolean;
  children: ReactNode;
}

/** The messages of the nearest provider, for nested providers that only change the currency or link. */
const MessagesContext = createContext<MessageTable>({});

/**
 * Everything @mall/ui components need around them: the theme, the messages
 * of the chosen locale (formatting with its BCP 47 tag, so `lao` formats as
 * `lo`), the currency symbol and the app's link. Load the locale's messages
 * first (`loadUiMessages`, and `ensureLocaleData` for number and date formats).
 */
export function MallProvider({
  locale = DEFAULT_LOCALE,
  currencySymbol = DEFAULT_CURRENCY,
  messages,
  globalStyles = false,
  linkComponent,
  theme,
  children,
}: MallProviderProps) {
  const outer = useTheme();
  // Emotion's theme outside any provider is an empty object.
  const tokens = theme ?? ('font' in outer ? outer : mallTheme);
  const inherited = useContext(MessagesContext);
  const table = messages ?? inherited;
  const unloaded = Object.keys(table).length === 0;
  useEffect(() => {
    // Without messages every label reads as its id ("signInDialog.phoneTab"): say so where the developer looks.
    if (unloaded) console.error(`@mall/ui: MallProvider has no messages; pass messages={await loadUiMessages('${locale}')}`);
  }, [unloaded, locale]);
  return (
    <ThemeProvider theme={tokens}>
      <IntlProvider locale={languageTag(locale)} defaultLocale="zh-CN" messages={table}>
        <MessagesContext.Provider value={table}>
          <CurrencyContext.Provider value={currencySymbol || DEFAULT_CURRENCY}>
            <LinkProviderIfGiven component={linkComponent}>
              {globalStyles && <GlobalStyles />}
              {children}
            </LinkProviderIfGiven>
          </CurrencyContext.Provider>
        </MessagesContext.Provider>
      </IntlProvider>
    </ThemeProvider>
  );
}

/** Provides a link component only when one is given, so nested providers inherit the outer one. */
function LinkProviderIfGiven({ component, children }: { component: ComponentType<LinkProps> | undefined; children: ReactNode }) {
  return component ? <LinkContext.Provider value={component}>{children}</LinkContext.Provider> : <>{children}</>;
}
