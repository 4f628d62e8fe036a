import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { IpLocation } from '@mall/api';

// Read through require: the bundled server keeps npm packages external, and the bundler drops import attributes.
countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as LocaleData);

/**
 * What `POST /api/front/address/ip/info` answers (crmeb-wire §12): the
 * provider looked the caller's address up with ipapi.co; the mall reaches
 * no outside service and keeps no geo-IP database, so it answers its own
 * country (config `DEFAULT_COUNTRY`) and leaves region and city blank for
 * the shopper to fill in.
 * @throws {Error} for a code that is not an ISO 3166-1 alpha-2 country with a dial code.
 */
export function countryLocation(country: string): IpLocation {
  const code = country.toUpperCase();
  const names = countries.getName(code, 'en', { select: 'all' });
  if (!names || names.length === 0) throw new Error(`DEFAULT_COUNTRY must be an ISO 3166-1 alpha-2 code, got "${country}"`);
  return {
    country_name: commonName(names),
    country_code: code,
    country_calling_code: `+${getCountryCallingCode(code as CountryCode)}`,
    region: '',
    city: '',
  };
}

/**
 * The name ipapi.co would give (`China`, `United States`, `Russia`): the
 * list's official name is often the formal one (`People's Republic of
 * China`), its first alias the common one, unless that alias is an
 * abbreviation (`UK`) or an inverted form (`Korea, Republic of`).
 */
function commonName(names: string[]): string {
  const [official, alias] = names as [string, string | undefined];
  return alias && !alias.includes(',') && /[a-z]/.test(alias) ? alias : official;
}
