import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { ADDRESS_LIMITS, addressSchema, cleanAddressValues, type AddressFormValues } from './addressSchema.ts';

/** A field error answered by the server (a 400 with field details). */
export interface AddressFieldError {
  /** Field name as in {@link AddressFormValues}, e.g. `postCode`. Unknown names are listed above the buttons. */
  field: string;
  /** Text to show, already in the shopper's language (the server's message). */
  message: string;
}

export interface AddressFormProps {
  /** Values to start from (editing); missing fields are empty, `country` '中国', `isDefault` false. */
  initialValues?: Partial<AddressFormValues>;
  /** Dial code shown before the phone, without `+` (default '86', spec §9); `initialValues.countryCode` wins. */
  countryCode?: string;
  /** Called with trimmed, valid values; while its promise runs the submit button shows a spinner. */
  onSubmit: (values: AddressFormValues) => Promise<void> | void;
  /** Shows a 取消 button that calls this. */
  onCancel?: () => void;
  /** Errors from the server, shown at their fields until the field is edited. */
  fieldErrors?: AddressFieldError[];
  /** Text of the submit button; 保存 by default. */
  submitLabel?: ReactNode;
}

const fieldNames: readonly (keyof AddressFormValues)[] = [
  'realName',
  'phone',
  'countryCode',
  'email',
  'country',
  'detail',
  'postCode',
  'isDefault',
];

function isField(name: string): name is keyof AddressFormValues {
  return (fieldNames as readonly string[]).includes(name);
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[5]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Required = styled.span`
  margin-left: 2px;
  color: ${(p) => p.theme.color.danger};
`;

const DialCode = styled.span`
  padding-right: ${(p) => p.theme.space[2]}px;
  border-right: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const AreaField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  label {
    font-size: ${(p) => p.theme.font.size.sm}px;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Area = styled.textarea<{ invalid: boolean }>`
  min-height: 88px;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border: 1px solid ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  font-size: ${(p) => p.theme.font.size.md}px;
  line-height: ${(p) => p.theme.font.lineHeight};
  resize: vertical;
  outline: 0;
  &::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
  &:focus {
    border-color: ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.focus)};
    box-shadow: 0 0 0 2px ${(p) => (p.invalid ? 'rgba(192,57,43,.15)' : 'rgba(26,115,232,.15)')};
  }
`;

const AreaFoot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  p {
    margin: 0;
    color: ${(p) => p.theme.color.danger};
  }
  span {
    margin-left: auto;
    color: ${(p) => p.theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
  }
`;

const ServerErrors = styled.div`
  grid-column: 1 / -1;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.danger};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm}px;
  ul {
    margin: ${(p) => p.theme.space[1]}px 0 0;
    padding-left: ${(p) => p.theme.space[5]}px;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space[3]}px;
  padding-top: ${(p) => p.theme.space[2]}px;
`;

const NONE: ReadonlySet<string> = new Set();

function byField(errors: AddressFieldError[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) out[e.field] ??= e.message;
  return out;
}

/**
 * The shipping-address form (add or edit), on Formik + Yup: 收货人, 手机号码
 * with a read-only `+<dial code>` before it, 邮箱 (optional), 国家/地区
 * (default 中国), 详细地址 (textarea, ≤ 500 characters, with a counter),
 * 邮政编码 (2–12 letters or digits) and 设为默认地址. Consignee, phone,
 * detailed address and post code are required (spec §5); validation messages
 * are the `addressForm.*` ids, shown once a field is touched or on submit.
 * Server 400 errors (`fieldErrors`) appear at their fields until edited.
 * @see spec §3 Address, §5; crmeb-api §4.14
 */
export function AddressForm({
  initialValues,
  countryCode = '86',
  onSubmit,
  onCancel,
  fieldErrors,
  submitLabel,
}: AddressFormProps) {
  const intl = useIntl();
  const detailId = useId();
  const serverAll = useMemo(() => byField(fieldErrors), [fieldErrors]);
  // Fields edited since these server errors arrived; new `fieldErrors` start afresh.
  const [edited, setEdited] = useState<{ source: AddressFieldError[] | undefined; fields: ReadonlySet<string> }>({
    source: fieldErrors,
    fields: new Set(),
  });
  const editedFields = edited.source === fieldErrors ? edited.fields : NONE;
  const server = Object.fromEntries(Object.entries(serverAll).filter(([name]) => !editedFields.has(name)));

  const formik = useFormik<AddressFormValues>({
    initialValues: {
      realName: '',
      phone: '',
      email: '',
      country: '中国',
      detail: '',
      postCode: '',
      isDefault: false,
      ...initialValues,
      countryCode: (initialValues?.countryCode || countryCode).replace(/^\+/, ''),
    },
    validationSchema: addressSchema,
    onSubmit: (values) => onSubmit(cleanAddressValues(values)),
  });
  const { values, touched, errors, isSubmitting } = formik;

  /** The message to show at a field: our validation once touched, else the server's. */
  function errorOf(name: keyof AddressFormValues): string | undefined {
    const own = touched[name] ? errors[name] : undefined;
    if (own) return intl.formatMessage({ id: own });
    return server[name];
  }

  function field(name: 'realName' | 'phone' | 'email' | 'country' | 'postCode' | 'detail') {
    return {
      name,
      value: values[name],
      onBlur: formik.handleBlur,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (server[name]) setEdited({ source: fieldErrors, fields: new Set([...editedFields, name]) });
        formik.handleChange(event);
      },
    };
  }

  const required = <Required aria-hidden>*</Required>;
  const others = Object.entries(server).filter(([name]) => !isField(name));
  const detailError = errorOf('detail');

  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <TextField
        {...field('realName')}
        label={
          <>
            <FormattedMessage id="addressForm.realName" />
            {required}
          </>
        }
        placeholder={intl.formatMessage({ id: 'addressForm.realNamePlaceholder' })}
        autoComplete="name"
        maxLength={ADDRESS_LIMITS.realName}
        aria-required
        error={errorOf('realName')}
      />
      <TextField
        {...field('phone')}
        label={
          <>
            <FormattedMessage id="addressForm.phone" />
            {required}
          </>
        }
        placeholder={intl.formatMessage({ id: 'addressForm.phonePlaceholder' })}
        prefix={<DialCode>+{values.countryCode}</DialCode>}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={ADDRESS_LIMITS.phone}
        aria-required
        error={errorOf('phone')}
      />
      <TextField
        {...field('email')}
        label={<FormattedMessage id="addressForm.email" />}
        placeholder={intl.formatMessage({ id: 'addressForm.emailPlaceholder' })}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
      />
      <TextField
        {...field('country')}
        label={<FormattedMessage id="addressForm.country" />}
        autoComplete="country-name"
        maxLength={ADDRESS_LIMITS.country}
        error={errorOf('country')}
      />
      <Wide>
        <AreaField>
          <label htmlFor={detailId}>
            <FormattedMessage id="addressForm.detail" />
            {required}
          </label>
          <Area
            {...field('detail')}
            id={detailId}
            rows={3}
            maxLength={ADDRESS_LIMITS.detail}
            placeholder={intl.formatMessage({ id: 'addressForm.detailPlaceholder' })}
            autoComplete="street-address"
            aria-required
            aria-invalid={detailError ? true : undefined}
            aria-describedby={`${detailId}-count${detailError ? ` ${detailId}-error` : ''}`}
            invalid={Boolean(detailError)}
          />
          <AreaFoot>
            {detailError && (
              <p id={`${detailId}-error`} role="alert">
                {detailError}
              </p>
            )}
            <span id={`${detailId}-count`}>
              <FormattedMessage
                id="addressForm.detailCount"
                values={{ count: values.detail.length, max: ADDRESS_LIMITS.detail }}
              />
            </span>
          </AreaFoot>
        </AreaField>
      </Wide>
      <TextField
        {...field('postCode')}
        label={
          <>
            <FormattedMessage id="addressForm.postCode" />
            {required}
          </>
        }
        placeholder={intl.formatMessage({ id: 'addressForm.postCodePlaceholder' })}
        autoComplete="postal-code"
        maxLength={ADDRESS_LIMITS.postCode}
        aria-required
        error={errorOf('postCode')}
      />
      <Wide>
        <Checkbox
          name="isDefault"
          label={<FormattedMessage id="addressForm.isDefault" />}
          checked={values.isDefault}
          onChange={formik.handleChange}
        />
      </Wide>
      {others.length > 0 && (
        <ServerErrors role="alert">
          <FormattedMessage id="addressForm.serverErrors" />
          <ul>
            {others.map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </ServerErrors>
      )}
      <Actions>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
        )}
        <Button type="submit" loading={isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
          {submitLabel ?? <FormattedMessage id="common.save" />}
        </Button>
      </Actions>
    </Form>
  );
}
