import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { DEFAULT_DIAL_CODE, nationalNumber } from '../CountryPicker/countries.ts';
import type { PhonePasswordValues } from '../SignInDialog/signInTypes.ts';
import { AgreementCheckbox } from '../shared/AgreementCheckbox.tsx';
import { bindField, fieldError } from '../shared/fieldError.ts';
import { FormColumn, FormError } from '../shared/formParts.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';
import { countryOfDialCode, dialCodeOf } from '../shared/phoneCountry.ts';
import { agreementRule, passwordRule, phoneRule } from '../shared/signInRules.ts';
import { useServerAction } from '../shared/useServerAction.ts';

export { PRIVACY_AGREEMENT_PATH } from '../shared/AgreementCheckbox.tsx';
/** What the form submits (now defined with the dialog's other payloads; re-exported for existing imports). */
export type { PhonePasswordValues } from '../SignInDialog/signInTypes.ts';

/** Default dial code (spec §9), as the string the payloads carry. */
export const DEFAULT_COUNTRY_CODE = String(DEFAULT_DIAL_CODE);

export interface PhonePasswordFormProps {
  /** Dial code the country picker starts on, without or with `+` (`'66'`, `'+66'`); 86 by default. A shared code starts on its main country (+1 → US). */
  countryCode?: string;
  /**
   * Called with valid values; while its promise runs the button spins and
   * repeat presses are ignored. A rejection with an `Error` shows its message
   * in the form's error box.
   */
  onSubmit: (values: PhonePasswordValues) => Promise<void> | void;
  /** A message of the owner's, shown in the error box when the form has none of its own. */
  error?: string | null;
  /** Phone number to start with. */
  initialPhone?: string;
}

const schema = object({
  phone: phoneRule(),
  password: passwordRule(),
  agreement: agreementRule(),
});

/**
 * View 1 of the sign-in dialog, the default strategy (spec §4, §9): phone
 * number after the {@link CountryPicker} (+86 by default), password, the
 * privacy agreement box and 登录. Enter submits. The number must be a valid
 * mobile number of the chosen country. Messages: `signIn.emptyPhone`,
 * `signIn.correctPhone`, `signIn.emptyPassword`, `signIn.agreement`, under
 * their fields. `onSubmit` gets `{ countryCode, phone, password }`: the dial
 * code without `+` and the national number, digits only.
 * @see spec §2 Sign-in dialog (view 1), §3 login payloads (phone), §5 validation, §9 (default dial code 86)
 */
export function PhonePasswordForm({ countryCode, onSubmit, error, initialPhone = '' }: PhonePasswordFormProps) {
  const intl = useIntl();
  const action = useServerAction();
  const formik = useFormik({
    initialValues: { country: countryOfDialCode(countryCode), phone: initialPhone, password: '', agreement: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      await action.run(() =>
        onSubmit({ countryCode: dialCodeOf(values.country), phone: nationalNumber(values.country, values.phone), password: values.password }),
      );
    },
  });

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <PhoneField
        name="phone"
        country={formik.values.country}
        onCountryChange={(country) => void formik.setFieldValue('country', country)}
        {...bindField(intl, formik, 'phone')}
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
      <FormError>{action.error ?? error}</FormError>
      <Button type="submit" size="lg" block loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
        {intl.formatMessage({ id: 'signIn.submit' })}
      </Button>
    </FormColumn>
  );
}
