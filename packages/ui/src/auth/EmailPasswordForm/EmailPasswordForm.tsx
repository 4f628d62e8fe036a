import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import type { EmailPasswordValues } from '../SignInDialog/signInTypes.ts';
import { AgreementCheckbox } from '../shared/AgreementCheckbox.tsx';
import { bindField, fieldError } from '../shared/fieldError.ts';
import { FormColumn, FormError, FormNotice } from '../shared/formParts.tsx';
import { agreementRule, emailRule, passwordRule } from '../shared/signInRules.ts';
import { useServerAction } from '../shared/useServerAction.ts';

export interface EmailPasswordFormProps {
  /**
   * Called with valid values (email trimmed); while its promise runs the
   * button spins and repeat presses are ignored. A rejection with an `Error`
   * shows its message in the form's error box.
   */
  onSubmit: (values: EmailPasswordValues) => Promise<void> | void;
  /** Email to start with (the one whose password was just reset). */
  initialEmail?: string;
  /** Good news above the fields, e.g. that the password was reset (`role="status"`). */
  notice?: ReactNode;
}

const schema = object({
  email: emailRule(),
  password: passwordRule(),
  agreement: agreementRule(),
});

/**
 * View 2 of the sign-in dialog (邮箱登录): email, password, the privacy
 * agreement box and 登录; Enter submits. Messages `signIn.emailEmpty`,
 * `signIn.correctEmail`, `signIn.emptyPassword`, `signIn.agreement`.
 * `onSubmit` gets `{ email, password }` (`POST /api/front/login/email`).
 * @see spec §2 Sign-in dialog (view 2), §3 login payloads (email), §5 validation
 */
export function EmailPasswordForm({ onSubmit, initialEmail = '', notice }: EmailPasswordFormProps) {
  const intl = useIntl();
  const action = useServerAction();
  const formik = useFormik({
    initialValues: { email: initialEmail, password: '', agreement: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      await action.run(() => onSubmit({ email: values.email.trim(), password: values.password }));
    },
  });

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <FormNotice>{notice}</FormNotice>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'signIn.email' })}
        placeholder={intl.formatMessage({ id: 'signIn.emailPlaceholder' })}
        {...bindField(intl, formik, 'email')}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'signIn.password' })}
        placeholder={intl.formatMessage({ id: 'signIn.passwordPlaceholder' })}
        {...bindField(intl, formik, 'password')}
      />
      <AgreementCheckbox
        name="agreement"
        checked={formik.values.agreement}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={fieldError(intl, formik, 'agreement')}
      />
      <FormError>{action.error}</FormError>
      <Button type="submit" size="lg" block loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
        {intl.formatMessage({ id: 'signIn.submit' })}
      </Button>
    </FormColumn>
  );
}
