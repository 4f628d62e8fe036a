import styled from '@emotion/styled';
import type { ChangeEvent, FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../base/TextField/TextField.tsx';
import { SendCodeButton } from '../SendCodeButton/SendCodeButton.tsx';

export interface CodeFieldProps {
  /** Form field name (`captcha`). */
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Translated error (spec §5 emptyCaptche, correctCaptche). */
  error?: string;
  /**
   * Asks for a code; see {@link SendCodeButton}'s `onSend`: answer `false`
   * (or reject) when none went out, so no countdown starts.
   */
  onSend: () => Promise<boolean | void>;
}

const Suffix = styled.span`
  flex: none;
  margin-right: -${(p) => p.theme.space[2]}px;
`;

/**
 * The verification-code field with its {@link SendCodeButton} inside the
 * box (60 s countdown after a successful send, 500 ms repeat guard).
 * @see spec §4 Send-code button, §5 emptyCaptche / correctCaptche
 */
export function CodeField({ name, value, onChange, onBlur, error, onSend }: CodeFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      autoComplete="one-time-code"
      label={intl.formatMessage({ id: 'signIn.captcha' })}
      placeholder={intl.formatMessage({ id: 'signIn.captchaPlaceholder' })}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      suffix={
        <Suffix>
          <SendCodeButton size="sm" onSend={onSend} />
        </Suffix>
      }
    />
  );
}
