export { CountryPicker, type CountryPickerProps } from './CountryPicker.tsx';
export {
  countryEntries,
  findCountry,
  findCountryByDialCode,
  mainCountryOfDialCode,
  isValidPhoneNumber,
  nationalNumber,
  DEFAULT_COUNTRY,
  DEFAULT_DIAL_CODE,
  type CountryEntry,
} from './countries.ts';
export { filterCountries } from './filterCountries.ts';
