import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import type { ReturnParcel } from '../types.ts';
import { useFocusFirstInvalid } from '../../base/useFocusFirstInvalid.ts';
import { RETURN_PARCEL_LIMITS, cleanReturnParcel, returnParcelSchema } from './returnParcelSchema.ts';

export interface ReturnParcelFormProps {
  /** Called with the trimmed, valid parcel; the button spins while its promise runs. */
  onSubmit: (parcel: ReturnParcel) => Promise<void> | void;
  /** The server's answer to a failed submit, shown under the fields (`role="alert"`). */
  submitError?: ReactNode;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.page};
  > h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${(p) => p.theme.space[3]}px;
  > button {
    /* Level with the inputs, under their labels. */
    margin-top: 23px;
  }
`;

const SubmitError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/**
 * The return parcel of an approved return: 物流公司 (required, ≤ 50) and
 * 物流单号 (4–40 letters, digits or dashes), Formik + Yup
 * ({@link returnParcelSchema}); errors announced at their fields, a failed
 * submit focuses the first invalid one; 提交退货信息 spins while `onSubmit` runs.
 * @see spec §3 Logistics, §4 Refund statuses
 */
export function ReturnParcelForm({ onSubmit, submitError }: ReturnParcelFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<ReturnParcel>({
    initialValues: { expressName: '', trackingNo: '' },
    validationSchema: returnParcelSchema,
    // Awaited, so the button stops spinning when a handler returns nothing as well as when its promise settles.
    onSubmit: async (values) => {
      await onSubmit(cleanReturnParcel(values));
    },
  });
  useFocusFirstInvalid(formRef, formik);
  const t = (id: string) => intl.formatMessage({ id });
  const errorOf = (name: keyof ReturnParcel) => {
    const id = formik.touched[name] ? formik.errors[name] : undefined;
    return id ? intl.formatMessage({ id }, { max: RETURN_PARCEL_LIMITS.expressName }) : undefined;
  };
  return (
    <Form ref={formRef} noValidate aria-label={t('returnParcelForm.title')} onSubmit={formik.handleSubmit}>
      <h3>{t('returnParcelForm.title')}</h3>
      <Fields>
        <TextField
          name="expressName"
          label={t('returnParcelForm.expressName')}
          placeholder={t('returnParcelForm.expressNamePlaceholder')}
          value={formik.values.expressName}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-required
          error={errorOf('expressName')}
        />
        <TextField
          name="trackingNo"
          label={t('returnParcelForm.trackingNo')}
          placeholder={t('returnParcelForm.trackingNoPlaceholder')}
          value={formik.values.trackingNo}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          autoComplete="off"
          spellCheck={false}
          aria-required
          error={errorOf('trackingNo')}
        />
        <Button type="submit" loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
          {t('returnParcelForm.submit')}
        </Button>
      </Fields>
      {submitError && <SubmitError role="alert">{submitError}</SubmitError>}
    </Form>
  );
}
