import styled from '@emotion/styled';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { Clock } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { useFocusFirstInvalid } from '../../base/useFocusFirstInvalid.ts';
import { SendCodeButton } from '../../auth/SendCodeButton/SendCodeButton.tsx';
import { PhoneField } from '../../auth/shared/PhoneField.tsx';
import { emailRule } from '../../auth/shared/signInRules.ts';
import { UploadField, type UploadFieldImage, type UploadFieldPending } from '../../upload/UploadField/UploadField.tsx';
import { AgreementDialog } from '../AgreementDialog/AgreementDialog.tsx';
import type { SettlementApplication, SettlementCategory, SettlementShopType } from '../types.ts';
import { SelectField } from './SelectField.tsx';
import {
  EMPTY_SETTLEMENT_VALUES,
  picturesError,
  SETTLEMENT_LIMITS,
  SETTLEMENT_PICTURE_TYPES,
  settlementApplicationOf,
  settlementSchema,
  type SettlementFormValues,
  type SettlementLimits,
} from './settlementSchema.ts';

/** apply: a new application; edit: change one waiting for review; resubmit: send one that failed audit again. */
export type SettlementFormMode = 'apply' | 'edit' | 'resubmit';

export interface SettlementFormProps {
  /** Merchant categories to choose from, each with its handling fee. */
  categories: SettlementCategory[];
  /** Shop types to choose from, each with its description. */
  types: SettlementShopType[];
  /** Values to start from (edit and resubmit: the application's); the rest are empty. The agreement box always starts unticked. */
  initialValues?: Partial<Omit<SettlementFormValues, 'agreed'>>;
  mode?: SettlementFormMode;
  /** Limits of the contract; {@link SETTLEMENT_LIMITS} by default. */
  limits?: Partial<SettlementLimits>;
  /** The qualification pictures uploaded, in order. */
  images: UploadFieldImage[];
  /** Pictures uploading or failed. */
  pending?: UploadFieldPending[];
  /** Files picked for upload (only JPG and PNG, never more than the places left). */
  onFiles: (files: File[]) => void;
  /** The remove button of picture `url`. */
  onRemove: (url: string) => void;
  onRetry?: (id: string) => void;
  onDismiss?: (id: string) => void;
  /** Largest picture accepted, bytes; no limit when left out. */
  maxImageBytes?: number;
  /**
   * 获取验证码 with a valid e-mail (trimmed): asks the server to mail a code.
   * Resolve `false` or reject when none went out (the page shows why); the
   * 60 s countdown starts otherwise.
   */
  onSendCode: (email: string) => Promise<boolean | void> | boolean | void;
  /** The send-code button's clock, ms (stories pass a fixed one). */
  now?: () => number;
  /**
   * Called with the application once every rule holds, the pictures
   * uploaded and the agreement ticked; the submit button spins while its
   * promise runs. A refusal is the page's to show (`submitError`).
   */
  onSubmit: (application: SettlementApplication) => Promise<void> | void;
  /** The server's answer to a failed submit, shown above the submit button (`role="alert"`). */
  submitError?: ReactNode;
  /** The agreement's HTML for its dialog; `undefined` while it loads. */
  agreement: string | undefined;
  /** The agreement failed to load: its dialog shows this. */
  agreementError?: string | null;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[6]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border-left: 3px solid ${(p) => p.theme.color.warning};
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  svg {
    flex: none;
    color: ${(p) => p.theme.color.warning};
  }
`;

const Section = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[6]}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    grid-column: 1 / -1;
    margin-bottom: ${(p) => p.theme.space[3]}px;
    padding: 0 0 ${(p) => p.theme.space[2]}px;
    width: 100%;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const CodeSuffix = styled.span`
  flex: none;
  margin-right: -${(p) => p.theme.space[2]}px;
`;

const Agreement = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]}px;
  }
  > p {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.danger};
  }
`;

const AgreementLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.brand};
  font: inherit;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

const SubmitError = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brandSoft};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
`;

/** The e-mail rule alone, checked before a code is asked for (spec §5: an e-mail code request requires a valid e-mail). */
const emailOnly = emailRule();

/** The submit button's message id per mode. */
const SUBMIT_LABEL: Record<SettlementFormMode, string> = {
  apply: 'settlementForm.submit',
  edit: 'settlementForm.save',
  resubmit: 'settlementForm.resubmit',
};

/** Formik's errors of the pictures, which are not a value: kept under this key. */
type FormErrors = FormikErrors<SettlementFormValues> & { pictures?: string };

/**
 * The merchant settlement application of `/users/merchant_settled`
 * (spec §3 Settlement application): the notice that review takes about 15
 * working days; the shop's details (company name, shop type with its
 * description, merchant category with its handling fee, keywords,
 * address); the contact (real name, phone with the {@link PhoneField}
 * country picker, e-mail with the {@link SendCodeButton} — 60 s countdown —
 * and the code); up to `limits.picturesMax` (10) qualification pictures
 * (JPG, PNG, JPEG) in an {@link UploadField}; the agreement box, whose link
 * opens the {@link AgreementDialog} (its 同意 ticks the box); submit.
 *
 * Formik + Yup ({@link settlementSchema}, spec §5 Settlement): errors show
 * once a field is left or on submit, are announced and describe their
 * field, and a failed submit focuses the first invalid one. 获取验证码 with
 * an empty or invalid e-mail shows the e-mail's error and sends nothing.
 * Pictures are required and must be done uploading ({@link picturesError}).
 * @see spec §3 Settlement application, §4 Send-code button, §5 Settlement, limits; crmeb-wire §15
 */
export function SettlementForm({
  categories,
  types,
  initialValues,
  mode = 'apply',
  limits: limitsIn,
  images,
  pending = [],
  onFiles,
  onRemove,
  onRetry,
  onDismiss,
  maxImageBytes,
  onSendCode,
  now,
  onSubmit,
  submitError,
  agreement,
  agreementError: agreementLoadError,
}: SettlementFormProps) {
  const intl = useIntl();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const limits = useMemo(() => ({ ...SETTLEMENT_LIMITS, ...limitsIn }), [limitsIn]);
  const schema = useMemo(() => settlementSchema(limits), [limits]);
  const uploading = pending.filter((upload) => upload.error === undefined).length;

  const formik = useFormik<SettlementFormValues>({
    initialValues: { ...EMPTY_SETTLEMENT_VALUES, ...initialValues, agreed: false },
    validate: async (values) => {
      let errors: FormErrors = {};
      try {
        await validateYupSchema(values, schema);
      } catch (error) {
        errors = yupToFormErrors(error);
      }
      const pictures = picturesError(images.length, uploading);
      return pictures ? { ...errors, pictures } : errors;
    },
    // Awaited, so the button stops spinning when a handler returns nothing as well as when its promise settles.
    onSubmit: async (values) => {
      await onSubmit(settlementApplicationOf(values, images.map((image) => image.url)));
    },
  });
  const { values, touched, submitCount } = formik;
  const errors = formik.errors as FormErrors;
  useFocusFirstInvalid(formRef, formik);
  // The pictures change outside Formik: once their message shows, check them again as uploads finish or go.
  const { validateForm } = formik;
  useEffect(() => {
    if (submitCount > 0) void validateForm();
  }, [images.length, uploading, submitCount, validateForm]);

  const max: Record<string, number> = {
    name: limits.nameMax,
    realName: limits.realNameMax,
    keywords: limits.keywordsMax,
    address: limits.addressMax,
  };
  const t = (messageId: string, params?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, params);
  const errorOf = (field: keyof SettlementFormValues): string | undefined => {
    const message = touched[field] ? errors[field] : undefined;
    return typeof message === 'string' ? t(message, { max: max[field] ?? 0 }) : undefined;
  };
  const bind = (field: 'name' | 'realName' | 'email' | 'captcha' | 'keywords' | 'address') => ({
    name: field,
    value: values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(field),
  });
  // The pictures are no field to leave: their message shows once a submit was tried.
  const picturesMessage = submitCount > 0 && errors.pictures ? t(errors.pictures) : undefined;
  const category = categories.find((c) => String(c.id) === values.categoryId);
  const shopType = types.find((s) => String(s.id) === values.typeId);

  async function sendCode(): Promise<boolean | void> {
    await formik.setFieldTouched('email', true, true);
    try {
      await emailOnly.validate(values.email);
    } catch {
      return false;
    }
    return onSendCode(values.email.trim());
  }

  const agreementErrorId = `${id}-agreement-error`;
  const agreementError = submitCount > 0 || touched.agreed ? errorOf('agreed') : undefined;

  return (
    <Form ref={formRef} noValidate aria-label={t('settlementForm.label')} onSubmit={formik.handleSubmit}>
      <Notice>
        <Clock size={16} aria-hidden />
        {t('settlementForm.notice')}
      </Notice>
      <Section>
        <legend>{t('settlementForm.shop')}</legend>
        <Wide>
          <TextField label={t('settlementForm.name')} placeholder={t('settlementForm.namePlaceholder')} aria-required autoComplete="organization" {...bind('name')} />
        </Wide>
        <SelectField
          name="typeId"
          label={t('settlementForm.type')}
          placeholder={t('settlementForm.typePlaceholder')}
          options={types.map((option) => ({ value: String(option.id), label: option.name }))}
          value={values.typeId}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={errorOf('typeId')}
          hint={shopType?.info || undefined}
        />
        <SelectField
          name="categoryId"
          label={t('settlementForm.category')}
          placeholder={t('settlementForm.categoryPlaceholder')}
          options={categories.map((option) => ({ value: String(option.id), label: option.name }))}
          value={values.categoryId}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={errorOf('categoryId')}
          hint={
            category
              ? t('settlementForm.handlingFee', { fee: intl.formatNumber(category.handlingFee / 10000, { style: 'percent', maximumFractionDigits: 2 }) })
              : undefined
          }
        />
        <TextField label={t('settlementForm.keywords')} placeholder={t('settlementForm.keywordsPlaceholder')} {...bind('keywords')} />
        <TextField label={t('settlementForm.address')} placeholder={t('settlementForm.addressPlaceholder')} aria-required autoComplete="street-address" {...bind('address')} />
      </Section>
      <Section>
        <legend>{t('settlementForm.contact')}</legend>
        <TextField label={t('settlementForm.realName')} placeholder={t('settlementForm.realNamePlaceholder')} aria-required autoComplete="name" {...bind('realName')} />
        <PhoneField
          name="phone"
          country={values.country}
          onCountryChange={(country) => void formik.setFieldValue('country', country)}
          value={values.phone}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={errorOf('phone')}
        />
        <TextField label={t('settlementForm.email')} type="email" placeholder={t('settlementForm.emailPlaceholder')} aria-required autoComplete="email" {...bind('email')} />
        <TextField
          label={t('signIn.captcha')}
          placeholder={t('signIn.captchaPlaceholder')}
          aria-required
          autoComplete="one-time-code"
          {...bind('captcha')}
          suffix={
            <CodeSuffix>
              <SendCodeButton size="sm" onSend={sendCode} now={now} />
            </CodeSuffix>
          }
        />
      </Section>
      <Section>
        <legend>{t('settlementForm.qualification')}</legend>
        <Wide data-invalid={picturesMessage ? true : undefined}>
          <UploadField
            label={t('settlementForm.pictures')}
            images={images}
            pending={pending}
            max={limits.picturesMax}
            maxBytes={maxImageBytes}
            accept={SETTLEMENT_PICTURE_TYPES}
            onFiles={onFiles}
            onRemove={onRemove}
            onRetry={onRetry}
            onDismiss={onDismiss}
            error={picturesMessage}
            disabled={formik.isSubmitting}
          />
        </Wide>
      </Section>
      <Agreement>
        <div>
        <Checkbox
          name="agreed"
          checked={values.agreed}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={agreementError ? true : undefined}
          aria-describedby={agreementError ? agreementErrorId : undefined}
          label={t('settlementForm.agreementText')}
        />
        <span>
          <FormattedMessage
            id="settlementForm.agreementRead"
            values={{
              link: (chunks) => (
                <AgreementLink type="button" aria-haspopup="dialog" onClick={() => setAgreementOpen(true)}>
                  {chunks}
                </AgreementLink>
              ),
            }}
          />
        </span>
        </div>
        {agreementError && (
          <p id={agreementErrorId} role="alert">
            {agreementError}
          </p>
        )}
      </Agreement>
      {submitError && <SubmitError role="alert">{submitError}</SubmitError>}
      <Actions>
        <Button type="submit" size="lg" loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
          {t(SUBMIT_LABEL[mode])}
        </Button>
      </Actions>
      <AgreementDialog
        open={agreementOpen}
        html={agreement}
        error={agreementLoadError}
        onClose={() => setAgreementOpen(false)}
        onAccept={() => void formik.setFieldValue('agreed', true)}
      />
    </Form>
  );
}
