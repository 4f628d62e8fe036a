import type { FormikErrors, FormikTouched } from 'formik';
import type { IntlShape } from 'react-intl';

/**
 * The translated error of `field` once the shopper has left it or tried to
 * submit (Formik's `touched`), else undefined: errors are message ids (see
 * signInRules.ts), so this is where they become text.
 */
export function fieldError<Values>(
  intl: IntlShape,
  formik: { errors: FormikErrors<Values>; touched: FormikTouched<Values> },
  field: keyof Values & string,
): string | undefined {
  const id = formik.touched[field] ? formik.errors[field] : undefined;
  return typeof id === 'string' ? intl.formatMessage({ id }) : undefined;
}
