import { useEffect, useRef, type RefObject } from 'react';

/** Controls a press or a key can reach, for groups that are not focusable themselves. */
const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * After a submit that failed validation, moves the focus to the first element
 * of `form` marked invalid (`aria-invalid="true"`, or `data-invalid="true"`
 * for a part whose role may not carry `aria-invalid`): the element itself
 * when it can take the focus, else the first control inside it (the first
 * star of a radio group, the add tile of an upload field). So a keyboard or
 * screen-reader user lands on what to fix. Acts once per submit attempt
 * (Formik's `submitCount`), after validation has finished (`isSubmitting`
 * false again): later typing that makes a field invalid never pulls the focus away.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  formik: { submitCount: number; isSubmitting: boolean; isValid: boolean },
) {
  const { submitCount, isSubmitting, isValid } = formik;
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (isValid) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [form, submitCount, isSubmitting, isValid]);
}
