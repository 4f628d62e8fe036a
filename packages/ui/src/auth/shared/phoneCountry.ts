/**
 * Between the country picker (ISO codes) and the payloads (dial codes).
 * @see spec §3 login payloads (countryCode), §9 (default dial code 86)
 */
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, findCountry, mainCountryOfDialCode } from '../CountryPicker/countries.ts';

/** The ISO code of the country a dial code (`'86'`, `'+66'`) starts the picker on; China without one or for an unknown one. */
export function countryOfDialCode(dialCode: string | undefined): string {
  return (dialCode && mainCountryOfDialCode(dialCode)) || DEFAULT_COUNTRY;
}

/** The dial code of a country as the payloads carry it: digits, no `+` (`'86'`). */
export function dialCodeOf(country: string): string {
  return String(findCountry(country)?.dialCode ?? DEFAULT_DIAL_CODE);
}
