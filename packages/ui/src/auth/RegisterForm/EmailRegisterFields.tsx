import { useFormik } from 'formik';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import type { EmailRegisterValues } from '../SignInDialog/signInTypes.ts';
import { AgreementCheckbox } from '../shared/AgreementCheckbox.tsx';
import { CodeField } from '../shared/CodeField.tsx';
import { bindField, fieldError } from '../shared/fieldError.ts';
import { FormColumn, FormError } from '../shared/formParts.tsx';
import { agreementRule, captchaRule, emailRule, passwordRule } from '../shared/signInRules.ts';
import { useServerAction } from '../shared/useServerAction.ts';

export interface EmailRegisterFieldsProps {
  onSubmit: (values: EmailRegisterValues) => Promise<void> | void;
  /** Sends the emailed code (purpose `'register'`). */
  onSendCode: (email: string) => Promise<void>;
  /** Focus the email on mount (the shopper just switched from the phone mode). */
  autoFocus: boolean;
}

const schema = object({
  email: emailRule(),
  captcha: captchaRule(),
  password: passwordRule(),
  agreement: agreementRule(),
});

/** The email mode of {@link RegisterForm}: email, emailed code, password, agreement, 注册. */
export function EmailRegisterFields({ onSubmit, onSendCode, autoFocus }: EmailRegisterFieldsProps) {
  const intl = useIntl();
  const action = useServerAction();
  const emailInput = useRef<HTMLInputElement>(null);
  const formik = useFormik({
    initialValues: { email: '', captcha: '', password: '', agreement: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      await action.run(() => onSubmit({ email: values.email.trim(), captcha: values.captcha.trim(), password: values.password }));
    },
  });

  async function sendCode() {
    void formik.setFieldTouched('email', true, false);
    const errors = await formik.validateForm();
    if (errors.email) {
      emailInput.current?.focus();
      return false;
    }
    return action.run(() => onSendCode(formik.values.email.trim()));
  }

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <TextField
        ref={emailInput}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        label={intl.formatMessage({ id: 'signIn.email' })}
        placeholder={intl.formatMessage({ id: 'signIn.emailPlaceholder' })}
        {...bindField(intl, formik, 'email')}
      />
      <CodeField
        name="captcha"
        {...bindField(intl, formik, 'captcha')}
        onSend={sendCode}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'signIn.password' })}
        placeholder={intl.formatMessage({ id: 'registerForm.passwordPlaceholder' })}
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
        {intl.formatMessage({ id: 'registerForm.submit' })}
      </Button>
    </FormColumn>
  );
}
