import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { CircleAlert, Store } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { REFUND_KIND_LABEL } from '../refundWords.ts';
import type { RefundFormLine, RefundFormOrder, RefundRequest } from '../types.ts';
import { useFocusFirstInvalid } from '../../base/useFocusFirstInvalid.ts';
import { isLineRefundable, refundBlockedReason } from './refundBlocked.ts';
import { REFUND_EXPLAIN_MAX, refundFormSchema, refundRequestOf, type RefundFormValues } from './refundFormSchema.ts';

export interface RefundFormProps {
  /** The merchant order and its lines, as `GET /api/front/order/apply/refund/{SH…}` answers. */
  order: RefundFormOrder;
  /** Reasons to choose from (`GET /api/front/order/refund/reason`). */
  reasons: string[];
  /**
   * Called with the chosen lines and units, the reason and the trimmed
   * description once the form is valid; the submit button spins while its
   * promise runs. The page adds the voucher images of its upload field.
   */
  onSubmit: (request: RefundRequest) => Promise<void> | void;
  /** The server's answer to a failed submit, shown above the submit button (`role="alert"`). */
  submitError?: ReactNode;
  /** The voucher-image upload field the page renders (an UploadField); shown under 上传凭证. */
  imagesField?: ReactNode;
  /** Images uploaded so far, for the count beside 上传凭证. Default 0. */
  imagesCount?: number;
  /** Most images; `order.maxImages` by default. */
  maxImages?: number;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding-bottom: ${(p) => p.theme.space[3]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]}px;
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[2]}px;
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) 120px 120px;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px 0;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.color.border};
  }
`;

const Each = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-variant-numeric: tabular-nums;
`;

const Plain = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

/** Why a line cannot be chosen, or how many units are left, under its SKU. */
const LineNote = styled.span<{ blocked: boolean }>`
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => (p.blocked ? p.theme.color.warning : p.theme.color.textSubtle)};
`;

const Stepper = styled.div`
  justify-self: end;
`;

const Selected = styled.p`
  margin: ${(p) => p.theme.space[2]}px 0 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: flex-end;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  small {
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const FieldError = styled.p`
  margin: ${(p) => p.theme.space[1]}px 0 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.danger};
`;

/** A row of the form: its label on the left, the field on the right. */
const Row = styled.div`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  align-items: start;
  gap: ${(p) => p.theme.space[4]}px;
  > label,
  > span:first-of-type {
    padding-top: ${(p) => p.theme.space[2]}px;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
`;

const Kind = styled.p`
  margin: 0;
  padding-top: ${(p) => p.theme.space[2]}px;
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  span {
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

const Required = styled.span`
  margin-left: 2px;
  color: ${(p) => p.theme.color.danger};
`;

const Select = styled.select<{ invalid: boolean }>`
  height: 40px;
  max-width: 360px;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 1px solid ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  outline: 0;
  &:focus {
    border-color: ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.focus)};
    box-shadow: 0 0 0 2px ${(p) => (p.invalid ? 'rgba(192,57,43,.15)' : 'rgba(26,115,232,.15)')};
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
  gap: ${(p) => p.theme.space[3]}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  > p {
    margin: 0;
    color: ${(p) => p.theme.color.danger};
  }
  > span {
    margin-left: auto;
    color: ${(p) => p.theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
  }
  > span[data-over] {
    color: ${(p) => p.theme.color.danger};
  }
`;

const ImagesLabel = styled.span`
  display: flex;
  flex-direction: column;
  small {
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
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
  justify-content: flex-end;
`;

const Blocked = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border-left: 3px solid ${(p) => p.theme.color.warning};
  background: ${(p) => p.theme.color.page};
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => p.theme.color.warning};
  }
  h2 {
    margin: 0 0 2px;
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

/** The note under a line's SKU: units left, or why it cannot be chosen. */
function lineNote(line: RefundFormLine): { id: string; blocked: boolean } {
  if (line.openRefundNo !== '') return { id: 'refundForm.lineOpen', blocked: true };
  if (line.refundableNum <= 0) return { id: 'refundForm.lineDone', blocked: true };
  return { id: 'refundForm.refundable', blocked: false };
}

/**
 * The form of `/users/refund_confirm`: the merchant order's shop and number,
 * then its lines (picture, name, SKU, unit price × units bought), each with a
 * checkbox and a {@link QuantityStepper} from 1 to its refundable units
 * (starting at all of them); a line with an open refund (one per line at a
 * time) or nothing left is shown disabled, saying why. Under the lines the
 * units chosen and their value at unit price (the refund itself is computed
 * by the server from what was actually paid, so no amount is promised here).
 * Then the kind of refund the order allows (仅退款 before shipment, 退货退款
 * after receipt, with what happens next), the reason (a native select of
 * `reasons`, required), the description (optional, at most 100 characters
 * once trimmed, with a counter; spec §9), and the `imagesField` slot under
 * 上传凭证 with its count. `submitError` shows above the submit button.
 *
 * Formik + Yup ({@link refundFormSchema}): errors show once a field is left
 * or on submit, are announced (`role="alert"`, `aria-invalid`,
 * `aria-describedby`), and a failed submit focuses the first invalid field.
 * When the order cannot be refunded now ({@link refundBlockedReason}: not
 * paid, awaiting receipt, cancelled, every line in an open refund or already
 * refunded) the lines are shown disabled with the reason and no form fields.
 * @see spec §2 /users/refund_confirm, §3 Refund, §9; crmeb-api §4.9, §6 rule 14
 */
export function RefundForm({ order, reasons, onSubmit, submitError, imagesField, imagesCount = 0, maxImages }: RefundFormProps) {
  const intl = useIntl();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const blocked = refundBlockedReason(order);
  const formik = useFormik<RefundFormValues>({
    initialValues: {
      lines: order.orderInfoList
        .filter(isLineRefundable)
        .map((line) => ({ id: line.id, checked: false, num: line.refundableNum })),
      reason: '',
      explain: '',
    },
    validationSchema: refundFormSchema,
    // Awaited, so the button stops spinning when a handler returns nothing as well as when its promise settles.
    onSubmit: async (values) => {
      await onSubmit(refundRequestOf(values));
    },
  });
  const { values, errors, touched, submitCount } = formik;
  useFocusFirstInvalid(formRef, formik);

  const t = (messageId: string, params?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, params);
  // The lines' error shows once a submit was tried: a checkbox is not "left" the way a text field is.
  const linesError = submitCount > 0 && typeof errors.lines === 'string' ? t(errors.lines) : undefined;
  const reasonError = touched.reason && errors.reason ? t(errors.reason) : undefined;
  const explainError = touched.explain && errors.explain ? t(errors.explain, { max: REFUND_EXPLAIN_MAX }) : undefined;
  const chosen = values.lines.filter((line) => line.checked);
  const chosenUnits = chosen.reduce((sum, line) => sum + line.num, 0);
  const chosenValue = chosen.reduce(
    (sum, line) => sum + (order.orderInfoList.find((l) => l.id === line.id)?.price ?? 0) * line.num,
    0,
  );
  const limit = maxImages ?? order.maxImages;
  const star = <Required aria-hidden>*</Required>;

  const lines = (
    <Lines>
      {order.orderInfoList.map((line) => {
        const index = values.lines.findIndex((value) => value.id === line.id);
        const value = values.lines[index];
        const note = lineNote(line);
        return (
          <Line key={line.id}>
            <Checkbox
              aria-label={t('refundForm.selectLine', { name: line.productName })}
              checked={value?.checked ?? false}
              disabled={!value || blocked !== null}
              aria-invalid={value && linesError ? true : undefined}
              aria-describedby={value && linesError ? `${id}-lines-error` : undefined}
              onChange={(event) => void formik.setFieldValue(`lines.${index}.checked`, event.target.checked)}
            />
            <GoodsLine image={line.image} name={line.productName} sku={line.sku} imageSize={64} dimmed={value ? false : 'image'}>
              <LineNote blocked={note.blocked}>
                {t(note.id, { count: line.refundableNum, refundOrderNo: line.openRefundNo })}
              </LineNote>
            </GoodsLine>
            <Each>
              <Plain cents={line.price} />
              <span>{t('refundForm.bought', { count: line.payNum })}</span>
            </Each>
            <Stepper>
              {value && blocked === null && (
                <QuantityStepper
                  size="sm"
                  value={value.num}
                  min={1}
                  max={line.refundableNum}
                  disabled={!value.checked}
                  label={t('refundForm.quantity', { name: line.productName })}
                  onChange={(num) => void formik.setFieldValue(`lines.${index}.num`, num)}
                />
              )}
            </Stepper>
          </Line>
        );
      })}
    </Lines>
  );

  const head = (
    <Head>
      <strong>
        <Store size={16} aria-hidden />
        {order.merName}
      </strong>
      <span>{t('refundForm.orderNo', { orderNo: order.orderNo })}</span>
    </Head>
  );

  if (blocked !== null) {
    return (
      <Form as="section" aria-label={t('refundForm.label')}>
        {head}
        <Blocked role="status">
          <CircleAlert size={20} aria-hidden />
          <div>
            <h2>{t('refundForm.blockedTitle')}</h2>
            <p>{t(`refundForm.blocked.${blocked}`)}</p>
          </div>
        </Blocked>
        {lines}
      </Form>
    );
  }

  return (
    <Form ref={formRef} noValidate aria-label={t('refundForm.label')} onSubmit={formik.handleSubmit}>
      {head}
      <Group>
        <legend>
          {t('refundForm.lines')}
          {star}
        </legend>
        {lines}
        {linesError && (
          <FieldError id={`${id}-lines-error`} role="alert">
            {linesError}
          </FieldError>
        )}
        <Selected aria-live="polite">
          <span>
            <FormattedMessage
              id="refundForm.selected"
              values={{ count: chosenUnits, amount: <Price cents={chosenValue} /> }}
            />
          </span>
          <small>{t('refundForm.amountNote')}</small>
        </Selected>
      </Group>
      <Row>
        <span>{t('refundForm.type')}</span>
        <Kind>
          <strong>{t(REFUND_KIND_LABEL[order.refundType!])}</strong>
          <span>{t(order.refundType === 2 ? 'refundForm.typeReturnHint' : 'refundForm.typeRefundOnlyHint')}</span>
        </Kind>
      </Row>
      <Row>
        <label htmlFor={`${id}-reason`}>
          {t('refundForm.reason')}
          {star}
        </label>
        <Field>
          <Select
            id={`${id}-reason`}
            name="reason"
            value={values.reason}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            invalid={Boolean(reasonError)}
          >
            <option value="">{t('refundForm.reasonPlaceholder')}</option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </Select>
          {reasonError && (
            <FieldError id={`${id}-reason-error`} role="alert">
              {reasonError}
            </FieldError>
          )}
        </Field>
      </Row>
      <Row>
        <label htmlFor={`${id}-explain`}>{t('refundForm.explain')}</label>
        <Field>
          <Area
            id={`${id}-explain`}
            name="explain"
            rows={4}
            value={values.explain}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            placeholder={t('refundForm.explainPlaceholder')}
            aria-invalid={explainError ? true : undefined}
            aria-describedby={`${id}-explain-count${explainError ? ` ${id}-explain-error` : ''}`}
            invalid={Boolean(explainError)}
          />
          <AreaFoot>
            {explainError && (
              <p id={`${id}-explain-error`} role="alert">
                {explainError}
              </p>
            )}
            <span id={`${id}-explain-count`} data-over={values.explain.trim().length > REFUND_EXPLAIN_MAX ? '' : undefined}>
              {t('refundForm.explainCount', { count: values.explain.length, max: REFUND_EXPLAIN_MAX })}
            </span>
          </AreaFoot>
        </Field>
      </Row>
      <Row role="group" aria-labelledby={`${id}-images`}>
        <ImagesLabel id={`${id}-images`}>
          {t('refundForm.images')}
          <small>{t('refundForm.imagesCount', { count: imagesCount, max: limit })}</small>
        </ImagesLabel>
        <Field>{imagesField}</Field>
      </Row>
      {submitError && <SubmitError role="alert">{submitError}</SubmitError>}
      <Actions>
        <Button type="submit" size="lg" loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
          {t('refundForm.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
