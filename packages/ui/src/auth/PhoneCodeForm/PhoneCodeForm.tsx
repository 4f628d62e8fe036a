import { useFormik } from 'formik';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { nationalNumber } from '../CountryPicker/countries.ts';
import type { PhoneCodeValues, PhoneNumber } from '../SignInDialog/signInTypes.ts';
import { AgreementCheckbox } from '../shared/AgreementCheckbox.tsx';
import { CodeField } from '../shared/CodeField.tsx';
import { bindField, fieldError } from '../shared/fieldError.ts';
import { FormColumn, FormError } from '../shared/formParts.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';
import { countryOfDialCode, dialCodeOf } from '../shared/phoneCountry.ts';
import { agreementRule, captchaRule, phoneRule } from '../shared/signInRules.ts';
import { useServerAction } from '../shared/useServerAction.ts';

export interface PhoneCodeFormProps {
  /**
   * Called with valid values; while its promise runs the button spins and
   * repeat presses are ignored. A rejection with an `Error` shows its message
   * in the form's error box.
   */
  onSubmit: (values: PhoneCodeValues) => Promise<void> | void;
  /**
   * Sends the SMS code (`POST /api/front/login/sendCode`); called only with
   * a valid number. The countdown starts when it resolves; a rejection shows
   * its message and starts none.
   */
  onSendCode: (values: PhoneNumber) => Promise<void>;
  /** Dial code the country picker starts on (`'86'` by default). */
  countryCode?: string;
  /** Phone number to start with. */
  initialPhone?: string;
}

const schema = object({
  phone: phoneRule(),
  captcha: captchaRule(),
  agreement: agreementRule(),
});

/**
 * View 3 of the sign-in dialog (快捷登录, quick login): phone number after the
 * country picker, the SMS code with its send-code button, the privacy
 * agreement box and 登录; Enter submits. Asking for a code needs a valid
 * number first: otherwise the number's error shows (`signIn.emptyPhone` or
 * `signIn.correctPhone`), focus goes to it and nothing is sent. Code
 * messages: `signIn.emptyCaptche`, `signIn.correctCaptche`.
 * @see spec §2 Sign-in dialog (view 3), §3 login payloads (SMS), §4 Send-code button, §5 validation
 */
export function PhoneCodeForm({ onSubmit, onSendCode, countryCode, initialPhone = '' }: PhoneCodeFormProps) {
  const intl = useIntl();
  const action = useServerAction();
  const phoneInput = useRef<HTMLInputElement>(null);
  const formik = useFormik({
    initialValues: { country: countryOfDialCode(countryCode), phone: initialPhone, captcha: '', agreement: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      await action.run(() =>
        onSubmit({ countryCode: dialCodeOf(values.country), phone: nationalNumber(values.country, values.phone), captcha: values.captcha.trim() }),
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
        country={formik.values.country}
        onCountryChange={(country) => void formik.setFieldValue('country', country)}
        {...bindField(intl, formik, 'phone')}
      />
      <CodeField
        name="captcha"
        {...bindField(intl, formik, 'captcha')}
        onSend={sendCode}
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
