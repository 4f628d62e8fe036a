import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { bindField } from '../shared/fieldError.ts';
import { FormColumn, FormIntro } from '../shared/formParts.tsx';
import { emailRule } from '../shared/signInRules.ts';

export interface ForgotPasswordFormProps {
  /** Called with the valid, trimmed email when 下一步 is pressed; the dialog then shows view 5. */
  onNext: (email: string) => void;
  /** Email to start with. */
  initialEmail?: string;
}

const schema = object({ email: emailRule() });

/**
 * View 4 of the sign-in dialog (找回密码): the account's email and 下一步
 * ("next"), which moves on only once the email is valid (`signIn.emailEmpty`,
 * `signIn.correctEmail`). Nothing is sent yet: the code is asked for with the
 * send-code button of view 5, so the shopper sees where it goes first.
 * @see spec §2 Sign-in dialog (view 4), §4 Dialog views (next goes to 5 once the email is valid), §5 validation
 */
export function ForgotPasswordForm({ onNext, initialEmail = '' }: ForgotPasswordFormProps) {
  const intl = useIntl();
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: schema,
    onSubmit: (values) => onNext(values.email.trim()),
  });

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <FormIntro>{intl.formatMessage({ id: 'forgotPasswordForm.intro' })}</FormIntro>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'signIn.email' })}
        placeholder={intl.formatMessage({ id: 'signIn.emailPlaceholder' })}
        {...bindField(intl, formik, 'email')}
      />
      <Button type="submit" size="lg" block>
        {intl.formatMessage({ id: 'forgotPasswordForm.next' })}
      </Button>
    </FormColumn>
  );
}
