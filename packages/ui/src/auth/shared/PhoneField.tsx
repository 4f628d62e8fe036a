import styled from '@emotion/styled';
import { forwardRef, useId, type ChangeEvent, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../base/TextField/TextField.tsx';
import { CountryPicker } from '../CountryPicker/CountryPicker.tsx';
import { DEFAULT_DIAL_CODE, findCountry } from '../CountryPicker/countries.ts';

export interface PhoneFieldProps {
  /** Form field name of the number (`phone`). */
  name: string;
  /** ISO code of the chosen country, e.g. `'CN'`. */
  country: string;
  /** Called with the ISO code of the country chosen in the picker. */
  onCountryChange: (country: string) => void;
  /** The national number as typed. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Translated error, shown under the field and announced. */
  error?: string;
  /** Focus the number as the field mounts (a form that replaced another). */
  autoFocus?: boolean;
}

const Prefix = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  margin-left: -${(p) => p.theme.space[2]}px;
  padding-right: ${(p) => p.theme.space[1]}px;
  border-right: 1px solid ${(p) => p.theme.color.border};
`;

/**
 * The phone number field of views 1, 3, 6 and 7: the {@link CountryPicker}
 * (flag and `+<dial code>`, China +86 by default) inside the box before the
 * national number. The input is described by the chosen dial code (a hidden
 * text, so a screen reader hears "国家/地区区号 +86" without it being read
 * twice) and, when there is one, by its error.
 * @see spec §2 Sign-in dialog (country dial-code picker), §2 Country picker, §9 (default dial code 86)
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { name, country, onCountryChange, value, onChange, onBlur, error, autoFocus },
  ref,
) {
  const intl = useIntl();
  const id = useId();
  const inputId = `${id}-phone`;
  const dialId = `${id}-dial`;
  const dialCode = findCountry(country)?.dialCode ?? DEFAULT_DIAL_CODE;
  return (
    <TextField
      ref={ref}
      id={inputId}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      label={intl.formatMessage({ id: 'signIn.phone' })}
      placeholder={intl.formatMessage({ id: 'signIn.phonePlaceholder' })}
      prefix={
        <Prefix>
          <CountryPicker value={country} onChange={(entry) => onCountryChange(entry.code)} />
          {/* Referenced while hidden: a description, not a second reading of the picker. */}
          <span id={dialId} hidden>
            {intl.formatMessage({ id: 'signIn.dialCode' })} +{dialCode}
          </span>
        </Prefix>
      }
      // TextField describes the input by its message (`<id>-message`); keep that and add the dial code.
      aria-describedby={error ? `${dialId} ${inputId}-message` : dialId}
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
});
