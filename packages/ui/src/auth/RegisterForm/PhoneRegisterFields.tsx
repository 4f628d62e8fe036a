import { useFormik } from 'formik';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { nationalNumber } from '../CountryPicker/countries.ts';
import type { PhoneNumber, PhoneRegisterValues } from '../SignInDialog/signInTypes.ts';
import { AgreementCheckbox } from '../shared/AgreementCheckbox.tsx';
import { CodeField } from '../shared/CodeField.tsx';
import { bindField, fieldError } from '../shared/fieldError.ts';
import { FormColumn, FormError } from '../shared/formParts.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';
import { countryOfDialCode, dialCodeOf } from '../shared/phoneCountry.ts';
import { agreementRule, captchaRule, passwordRule, phoneRule } from '../shared/signInRules.ts';
import { useServerAction } from '../shared/useServerAction.ts';

export interface PhoneRegisterFieldsProps {
  onSubmit: (values: PhoneRegisterValues) => Promise<void> | void;
  onSendCode: (values: PhoneNumber) => Promise<void>;
  countryCode?: string;
  /** Focus the number on mount (the shopper just switched from the email mode). */
  autoFocus: boolean;
}

const schema = object({
  phone: phoneRule(),
  captcha: captchaRule(),
  password: passwordRule(),
  agreement: agreementRule(),
});

/** The phone mode of {@link RegisterForm}: number with country picker, SMS code, password, agreement, 注册. */
export function PhoneRegisterFields({ onSubmit, onSendCode, countryCode, autoFocus }: PhoneRegisterFieldsProps) {
  const intl = useIntl();
  const action = useServerAction();
  const phoneInput = useRef<HTMLInputElement>(null);
  const formik = useFormik({
    initialValues: { country: countryOfDialCode(countryCode), phone: '', captcha: '', password: '', agreement: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      await action.run(() =>
        onSubmit({
          countryCode: dialCodeOf(values.country),
          phone: nationalNumber(values.country, values.phone),
          captcha: values.captcha.trim(),
          password: values.password,
        }),
      );
    },
  });

  async function sendCode() {
    void formik.setFieldTouched('phone', true, false);
    const errors = await formik.validateForm();
    if (errors.phone) {
      phoneInput.current?.focus();
      return false;
    }
    const { country, phone } = formik.values;
    return action.run(() => onSendCode({ countryCode: dialCodeOf(country), phone: nationalNumber(country, phone) }));
  }

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <PhoneField
        ref={phoneInput}
        name="phone"
        autoFocus={autoFocus}
        country={formik.values.country}
        onCountryChange={(country) => void formik.setFieldValue('country', country)}
        {...bindField(intl, formik, 'phone')}
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
