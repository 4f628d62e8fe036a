import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { boolean, object, string } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';

/** Route of the privacy agreement, opened in a new tab (spec §2). */
export const PRIVACY_AGREEMENT_PATH = '/middlewares/privacy_agreement';

/** Default dial code (spec §9). */
export const DEFAULT_COUNTRY_CODE = '86';

/** What the form submits: the body of `POST /api/front/login/mobile/password` (spec §3 login payloads: phone). */
export interface PhonePasswordValues {
  /** Dial code without `+`, e.g. `86`. */
  countryCode: string;
  /** National number, trimmed. */
  phone: string;
  password: string;
}

export interface PhonePasswordFormProps {
  /** Dial code shown before the phone number, without or with `+`; 86 by default. */
  countryCode?: string;
  /** Called with valid values; while its promise runs the button spins and repeat presses are ignored. */
  onSubmit: (values: PhonePasswordValues) => Promise<void> | void;
  /** The server's message for a failed sign-in, shown above the button (`role="alert"`). */
  error?: string | null;
  /** Phone number to start with. */
  initialPhone?: string;
}

/** Validation of the form; messages are message ids (spec §5 keys), translated at render. */
const schema = object({
  phone: string().trim().required('phonePasswordForm.emptyPhone'),
  password: string().required('phonePasswordForm.emptyPassword'),
  agreement: boolean().oneOf([true], 'phonePasswordForm.agreement'),
});

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
`;

const DialCode = styled.span`
  flex: none;
  padding-right: ${(p) => p.theme.space[3]}px;
  border-right: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.text};
  font-variant-numeric: tabular-nums;
`;

const Agreement = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  a {
    color: ${(p) => p.theme.color.brand};
  }
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.danger};
`;

const ServerError = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brandSoft};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/**
 * View 1 of the sign-in dialog: phone number (after a read-only dial code,
 * `+86` by default; the country picker comes later), password, the privacy
 * agreement box (its link opens {@link PRIVACY_AGREEMENT_PATH} in a new tab)
 * and 登录. Enter submits. Empty phone or password and an unticked box show
 * the spec's messages (`phonePasswordForm.emptyPhone`, `.emptyPassword`,
 * `.agreement`) under their fields. `onSubmit` gets `{ countryCode, phone,
 * password }` (phone trimmed); a rejected promise is swallowed — pass the
 * server's message back as `error`.
 * @see spec §2 Sign-in dialog (view 1), §3 login payloads, §5 validation, §9 (default dial code 86)
 */
export function PhonePasswordForm({ countryCode = DEFAULT_COUNTRY_CODE, onSubmit, error, initialPhone = '' }: PhonePasswordFormProps) {
  const intl = useIntl();
  const id = useId();
  const running = useRef(false);
  const code = countryCode.replace(/^\+/, '');
  const formik = useFormik({
    initialValues: { phone: initialPhone, password: '', agreement: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      if (running.current) return;
      running.current = true;
      try {
        await onSubmit({ countryCode: code, phone: values.phone.trim(), password: values.password });
      } catch {
        // The owner reports the failure through `error`.
      } finally {
        running.current = false;
      }
    },
  });

  const errorOf = (field: 'phone' | 'password' | 'agreement') => {
    const messageId = formik.touched[field] ? formik.errors[field] : undefined;
    return messageId ? intl.formatMessage({ id: messageId }) : undefined;
  };
  const phoneId = `${id}-phone`;
  const dialId = `${id}-dial`;
  const phoneError = errorOf('phone');
  const agreementError = errorOf('agreement');
  const agreementErrorId = `${id}-agreement-error`;

  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <TextField
        id={phoneId}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        label={intl.formatMessage({ id: 'phonePasswordForm.phone' })}
        placeholder={intl.formatMessage({ id: 'phonePasswordForm.phonePlaceholder' })}
        prefix={
          <DialCode id={dialId}>
            <VisuallyHidden>{intl.formatMessage({ id: 'phonePasswordForm.dialCode' })} </VisuallyHidden>+{code}
          </DialCode>
        }
        // TextField describes the input by its message (`<id>-message`); keep that and add the dial code.
        aria-describedby={phoneError ? `${dialId} ${phoneId}-message` : dialId}
        value={formik.values.phone}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={phoneError}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'phonePasswordForm.password' })}
        placeholder={intl.formatMessage({ id: 'phonePasswordForm.passwordPlaceholder' })}
        value={formik.values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={errorOf('password')}
      />
      <Agreement>
        <Checkbox
          name="agreement"
          checked={formik.values.agreement}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={agreementError ? true : undefined}
          aria-describedby={agreementError ? agreementErrorId : undefined}
          label={
            <span>
              <FormattedMessage
                id="phonePasswordForm.agreementText"
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
        {agreementError && (
          <FieldError id={agreementErrorId} role="alert">
            {agreementError}
          </FieldError>
        )}
      </Agreement>
      {error && <ServerError role="alert">{error}</ServerError>}
      <Button type="submit" size="lg" block loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
        {intl.formatMessage({ id: 'phonePasswordForm.submit' })}
      </Button>
    </Form>
  );
}
