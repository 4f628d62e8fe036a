import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import type { ResetPasswordValues } from '../SignInDialog/signInTypes.ts';
import { CodeField } from '../shared/CodeField.tsx';
import { bindField } from '../shared/fieldError.ts';
import { FormColumn, FormError, FormIntro } from '../shared/formParts.tsx';
import { EMAIL_PATTERN, captchaRule, passwordRule, repeatPasswordRule } from '../shared/signInRules.ts';
import { useServerAction } from '../shared/useServerAction.ts';

export interface ResetPasswordFormProps {
  /** The account's email, entered in view 4. */
  email: string;
  /** Sends the emailed code (purpose `'reset'`); the countdown starts when it resolves, a rejection shows its message. */
  onSendCode: (email: string) => Promise<void>;
  /**
   * Called with valid values; while its promise runs the button spins and
   * repeat presses are ignored. Resolving means the password was reset (the
   * dialog then shows view 2); a rejection with an `Error` shows its message.
   */
  onSubmit: (values: ResetPasswordValues) => Promise<void> | void;
}

const schema = object({
  captcha: captchaRule(),
  newPassword: passwordRule(),
  passwordAgain: repeatPasswordRule('newPassword'),
});

/**
 * View 5 of the sign-in dialog (重置密码): says where the code goes, then the
 * emailed code with its send-code button, the new password and its repeat,
 * and 重置密码. Each is required (spec §5 Reset): `signIn.emptyCaptche` /
 * `signIn.correctCaptche`, `signIn.emptyPassword`, `signIn.againPassword`,
 * and `signIn.diffPassword` when the two differ. The send-code button checks
 * the email first (`signIn.correctEmail` in the error box, nothing sent).
 * @see spec §2 Sign-in dialog (view 5), §3 login payloads (password reset), §4 Dialog views, §5 validation
 */
export function ResetPasswordForm({ email, onSendCode, onSubmit }: ResetPasswordFormProps) {
  const intl = useIntl();
  const action = useServerAction();
  const formik = useFormik({
    initialValues: { captcha: '', newPassword: '', passwordAgain: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      await action.run(() =>
        onSubmit({ email, captcha: values.captcha.trim(), newPassword: values.newPassword, passwordAgain: values.passwordAgain }),
      );
    },
  });

  async function sendCode() {
    // View 4 let only a valid email through; this guards a caller that did not.
    if (!EMAIL_PATTERN.test(email)) {
      action.setError(intl.formatMessage({ id: 'signIn.correctEmail' }));
      return false;
    }
    return action.run(() => onSendCode(email));
  }

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <FormIntro>{intl.formatMessage({ id: 'resetPasswordForm.sendTo' }, { email })}</FormIntro>
      {/* The account the password managers should save the new password for. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <CodeField
        name="captcha"
        {...bindField(intl, formik, 'captcha')}
        onSend={sendCode}
      />
      <TextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'resetPasswordForm.newPassword' })}
        placeholder={intl.formatMessage({ id: 'resetPasswordForm.newPasswordPlaceholder' })}
        {...bindField(intl, formik, 'newPassword')}
      />
      <TextField
        name="passwordAgain"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'resetPasswordForm.passwordAgain' })}
        placeholder={intl.formatMessage({ id: 'resetPasswordForm.passwordAgainPlaceholder' })}
        {...bindField(intl, formik, 'passwordAgain')}
      />
      <FormError>{action.error}</FormError>
      <Button type="submit" size="lg" block loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
        {intl.formatMessage({ id: 'resetPasswordForm.submit' })}
      </Button>
    </FormColumn>
  );
}
