import type { ChangeEvent, FocusEvent } from 'react';
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

/**
 * Formik's blur handler, except when the focus leaves the form for another
 * control (the dialog's "already have an account" link, a tab, the close
 * button): the shopper is going elsewhere, not done with the field, and an
 * error appearing under it then would move what they are pressing, so their
 * first click would land on nothing. Leaving for nowhere (a press on the
 * page) still checks the field.
 */
export function blurWithinForm(handleBlur: (event: FocusEvent<HTMLInputElement>) => void) {
  return (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    const form = event.currentTarget.form;
    if (form && next instanceof Node && !form.contains(next)) return;
    handleBlur(event);
  };
}

/**
 * What a text field of a sign-in form takes from Formik: its value, the
 * change and blur handlers ({@link blurWithinForm}), and its translated error ({@link fieldError}).
 * Spread after `name` on a TextField, CodeField or PhoneField.
 */
export function bindField<Values>(
  intl: IntlShape,
  formik: {
    values: Values;
    errors: FormikErrors<Values>;
    touched: FormikTouched<Values>;
    handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
    handleBlur: (event: FocusEvent<HTMLInputElement>) => void;
  },
  field: keyof Values & string,
): {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error: string | undefined;
} {
  return {
    value: String(formik.values[field] ?? ''),
    onChange: formik.handleChange,
    onBlur: blurWithinForm(formik.handleBlur),
    error: fieldError(intl, formik, field),
  };
}
