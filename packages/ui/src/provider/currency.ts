import { createContext, useContext } from 'react';

/** Default currency symbol (spec §9). */
export const DEFAULT_CURRENCY = '￥';

/** The currency symbol of the mall (`shopPayCurrency` of the home data). */
export const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/** The currency symbol prices are shown with. */
export function useCurrencySymbol(): string {
  return useContext(CurrencyContext);
}
