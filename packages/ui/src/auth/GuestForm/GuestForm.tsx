import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { nationalNumber } from '../CountryPicker/countries.ts';
import type { GuestValues } from '../SignInDialog/signInTypes.ts';
import { AgreementCheckbox } from '../shared/AgreementCheckbox.tsx';
import { bindField, fieldError } from '../shared/fieldError.ts';
import { FormColumn, FormError, FormIntro } from '../shared/formParts.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';
import { countryOfDialCode, dialCodeOf } from '../shared/phoneCountry.ts';
import { agreementRule, emailRule } from '../shared/signInRules.ts';
import { useServerAction } from '../shared/useServerAction.ts';

export interface GuestFormProps {
  /**
   * Called with `{ email, countryCode, phone }` (`POST
   * /api/front/login/register/visitor`); while its promise runs the button
   * spins and repeat presses are ignored. A rejection with an `Error` shows
   * its message.
   */
  onSubmit: (values: GuestValues) => Promise<void> | void;
  /** Dial code the country picker starts on (`'86'` by default). */
  countryCode?: string;
}

/**
 * The phone is not checked (spec §5), so it has no rule. The agreement is
 * required: guest entry creates a visitor account from the shopper's email
 * and phone (a register call), and spec §5 asks for the box on register.
 */
const schema = object({
  email: emailRule(),
  agreement: agreementRule(),
});

/**
 * View 7 of the sign-in dialog (游客购买, the anonymous purchase option):
 * buy without an account by leaving an email and a phone number. The email
 * must be valid (`signIn.emailEmpty`, `signIn.correctEmail`); the phone is
 * sent as typed, digits only, and not checked (spec §5), so it may be empty.
 * The privacy agreement box is required, as for register (see the schema).
 * @see spec §2 Sign-in dialog (view 7), §3 login payloads (guest), §5 (guest entry requires a valid email; the phone is not checked), §6 Guest
 */
export function GuestForm({ onSubmit, countryCode }: GuestFormProps) {
  const intl = useIntl();
  const action = useServerAction();
  const formik = useFormik({
    initialValues: { email: '', country: countryOfDialCode(countryCode), phone: '', agreement: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      await action.run(() =>
        onSubmit({ email: values.email.trim(), countryCode: dialCodeOf(values.country), phone: nationalNumber(values.country, values.phone) }),
      );
    },
  });

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <FormIntro>{intl.formatMessage({ id: 'guestForm.intro' })}</FormIntro>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'signIn.email' })}
        placeholder={intl.formatMessage({ id: 'signIn.emailPlaceholder' })}
        {...bindField(intl, formik, 'email')}
      />
      <PhoneField
        name="phone"
        country={formik.values.country}
        onCountryChange={(country) => void formik.setFieldValue('country', country)}
        value={formik.values.phone}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
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
        {intl.formatMessage({ id: 'guestForm.submit' })}
      </Button>
    </FormColumn>
  );
}
