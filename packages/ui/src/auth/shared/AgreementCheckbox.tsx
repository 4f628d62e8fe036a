import styled from '@emotion/styled';
import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Link } from '../../base/Link/Link.tsx';

/** Route of the privacy agreement, opened in a new tab from the sign-in and register forms (spec §2). */
export const PRIVACY_AGREEMENT_PATH = '/middlewares/privacy_agreement';

export interface AgreementCheckboxProps {
  /** Form field name (`agreement`). */
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Translated error (spec §5 agreement), shown under the box and describing it. */
  error?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  a {
    color: ${(p) => p.theme.color.brand};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.danger};
`;

/**
 * 我已阅读并同意《隐私协议》: the box the sign-in and register forms require
 * (spec §5 agreement). The link opens {@link PRIVACY_AGREEMENT_PATH} in a new
 * tab, so the half-filled form stays. The error is announced (`role="alert"`)
 * and describes the box (`aria-describedby`).
 * @see spec §2 (privacy agreement route), §5 agreement
 */
export function AgreementCheckbox({ name, checked, onChange, onBlur, error }: AgreementCheckboxProps) {
  const errorId = `${useId()}-agreement-error`;
  return (
    <Root>
      <Checkbox
        name={name}
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        label={
          <span>
            <FormattedMessage
              id="signIn.agreementText"
              values={{
                link: (chunks) => (
                  <Link href={PRIVACY_AGREEMENT_PATH} target="_blank" rel="noopener">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </span>
        }
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Root>
  );
}
