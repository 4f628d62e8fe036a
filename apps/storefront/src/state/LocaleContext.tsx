import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@mall/ui';

/**
 * The interface language — read from the path's prefix (spec §2) — and how to
 * change it: the choice is saved in the `locale` cookie and the same page
 * opens under the new prefix.
 */
export const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => void }>({
  locale: DEFAULT_LOCALE,
  setLocale: () => undefined,
});

export function useLocale() {
  return useContext(LocaleContext);
}
