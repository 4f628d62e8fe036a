import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useFormik, type FormikErrors } from 'formik';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { useFocusFirstInvalid } from '../../base/useFocusFirstInvalid.ts';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import {
  REVIEW_PICTURES_MAX,
  REVIEW_TEXT_MAX,
  reviewFormSchema,
  reviewValuesOf,
  type ReviewFormFields,
  type ReviewFormValues,
} from './reviewFormSchema.ts';
import { StarInput } from './StarInput.tsx';

/** The goods line being reviewed (a row of `GET /api/front/order/reply/list`). */
export interface ReviewFormGoods {
  /** Picture URL. */
  image: string;
  name: string;
  /** The SKU bought, e.g. `雅川青,12GB+256GB`; '' for none. */
  sku: string;
  /** Unit price paid, integer cents. */
  price: number;
  /** Units bought; not shown when left out. */
  payNum?: number;
  /** Path of the goods page: the name becomes a link. */
  href?: string;
}

export interface ReviewFormProps {
  goods: ReviewFormGoods;
  /**
   * Called with valid values (text trimmed, unchosen quality and service
   * scores taken from the overall score); the page adds the order, the line
   * and the pictures. The submit button spins while its promise runs.
   */
  onSubmit: (values: ReviewFormValues) => Promise<void> | void;
  /** The page is sending the review (if it does not return a promise): the button spins and the fields are disabled. */
  submitting?: boolean;
  /** The server's answer to a failed submit, shown above the submit button (`role="alert"`). */
  submitError?: ReactNode;
  /** The pictures field the page renders (an `UploadField` with `hideLabel`), shown under 晒图. */
  picturesField?: ReactNode;
  /** Pictures uploaded so far, for the count beside 晒图. Default 0. */
  picturesCount?: number;
  /** Most pictures (spec §9: 5). */
  picturesMax?: number;
  /** The page's message about the pictures, under the field. */
  picturesError?: string | null;
  /** A picture is still uploading: submitting is refused with a message (the review would lose it). */
  picturesUploading?: boolean;
  /** Values to start from (a draft kept by the page); empty scores and text by default. */
  initialValues?: Partial<ReviewFormValues>;
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

const Goods = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding-bottom: ${(p) => p.theme.space[4]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
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

/** The fields; disabled as a whole while the review is sent. */
const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[5]}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A label on the left, its control on the right, as the refund form lays out. */
const Row = styled.div`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  align-items: start;
  gap: ${(p) => p.theme.space[4]}px;
`;

/** A row's label: grey, level with the first line of its control; a small count after it. */
const labelStyle = ({ theme }: { theme: Theme }) => css`
  padding-top: ${theme.space[1]}px;
  color: ${theme.color.textMuted};
  small {
    margin-left: ${theme.space[1]}px;
    color: ${theme.color.textSubtle};
    font-size: ${theme.font.size.xs}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Label = styled.span(labelStyle);

const TextLabel = styled.label(labelStyle);

const Required = styled.span`
  margin-left: 2px;
  color: ${(p) => p.theme.color.danger};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
`;

const Area = styled.textarea<{ invalid: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 140px;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border: 1px solid ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  font: inherit;
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
  &:disabled {
    background: ${(p) => p.theme.color.disabledSurface};
    color: ${(p) => p.theme.color.disabledText};
  }
`;

const AreaFoot = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  > span {
    margin-left: auto;
    color: ${(p) => p.theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
  }
  > span[data-over] {
    color: ${(p) => p.theme.color.danger};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.danger};
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
  padding-left: calc(120px + ${(p) => p.theme.space[4]}px);
`;

/** Formik's errors, with the pictures' own (the pictures are the page's, not a Formik value). */
type FormErrors = FormikErrors<ReviewFormFields> & { pictures?: string };

/**
 * The form of `/users/evaluation_confirm`: the goods line being reviewed
 * (picture, name, SKU, unit price × units), then 商品评分 (overall, required),
 * 商品质量 and 服务态度 (optional; the overall score when left) as
 * {@link StarInput} radio groups, 评价内容 (required once trimmed — spec §5
 * "Please fill in your experience" — at most {@link REVIEW_TEXT_MAX}
 * characters, with a counter that turns red past it), the `picturesField`
 * slot under 晒图 with its count, and 匿名评价. `submitError` shows above
 * 发表评价, which spins while the review is sent (the fields are disabled then).
 *
 * Formik + Yup ({@link reviewFormSchema}): errors show once a field is left
 * or on submit, are announced (`role="alert"`, `aria-invalid`,
 * `aria-describedby`), and a failed submit focuses the first invalid field.
 * Submitting while `picturesUploading` is refused with a message under the pictures.
 * Shopper text is only ever a value of the textarea, never markup.
 * @see spec §2 /users/evaluation_confirm, §3 Review, §5 (review text required), §9 (review images up to 5, JPG/PNG); crmeb-api §4.7 comment, §6 rule 12
 */
export function ReviewForm({
  goods,
  onSubmit,
  submitting = false,
  submitError,
  picturesField,
  picturesCount = 0,
  picturesMax = REVIEW_PICTURES_MAX,
  picturesError,
  picturesUploading = false,
  initialValues,
}: ReviewFormProps) {
  const intl = useIntl();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<ReviewFormFields>({
    initialValues: {
      star: initialValues?.star ?? 0,
      productScore: initialValues?.productScore ?? 0,
      serviceScore: initialValues?.serviceScore ?? 0,
      comment: initialValues?.comment ?? '',
      isAnonymous: initialValues?.isAnonymous ?? false,
    },
    validationSchema: reviewFormSchema,
    // Read at each validation, so it sees the pictures as they are now.
    validate: (): FormErrors => {
      if (picturesUploading) return { pictures: 'reviewForm.picturesUploading' };
      if (picturesCount > picturesMax) return { pictures: 'reviewForm.picturesTooMany' };
      return {};
    },
    // Awaited, so the button stops spinning when a handler returns nothing as well as when its promise settles.
    onSubmit: async (fields) => {
      await onSubmit(reviewValuesOf(fields));
    },
  });
  useFocusFirstInvalid(formRef, formik);
  const { values, touched, submitCount } = formik;
  const errors = formik.errors as FormErrors;
  const busy = submitting || formik.isSubmitting;
  const t = (messageId: string, params?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, params);

  /** The translated error of `field` once it was left or a submit was tried. */
  function errorOf(field: 'star' | 'comment'): string | undefined {
    const messageId = touched[field] || submitCount > 0 ? errors[field] : undefined;
    return messageId ? t(messageId, { max: REVIEW_TEXT_MAX }) : undefined;
  }

  const starError = errorOf('star');
  const commentError = errorOf('comment');
  const ownPicturesError = submitCount > 0 && errors.pictures ? t(errors.pictures, { max: picturesMax }) : undefined;
  const picturesMessage = picturesError || ownPicturesError;
  const required = <Required aria-hidden>*</Required>;
  const over = values.comment.trim().length > REVIEW_TEXT_MAX;

  function score(field: 'star' | 'productScore' | 'serviceScore', label: string, error?: string) {
    const labelId = `${id}-${field}`;
    return (
      <Row>
        <Label id={labelId}>
          {label}
          {field === 'star' && required}
        </Label>
        <Field>
          <StarInput
            name={field}
            value={values[field]}
            onChange={(value) => void formik.setFieldValue(field, value)}
            onBlur={() => void formik.setFieldTouched(field, true)}
            labelledBy={labelId}
            describedBy={error ? `${labelId}-error` : undefined}
            invalid={Boolean(error)}
            required={field === 'star'}
          />
          {error && (
            <ErrorText id={`${labelId}-error`} role="alert">
              {error}
            </ErrorText>
          )}
        </Field>
      </Row>
    );
  }

  return (
    <Form ref={formRef} noValidate aria-label={t('reviewForm.label')} onSubmit={formik.handleSubmit}>
      <Goods>
        <GoodsLine image={goods.image} name={goods.name} sku={goods.sku} href={goods.href} imageSize={80} />
        <Each>
          <Plain cents={goods.price} />
          {goods.payNum !== undefined && <span>{t('reviewForm.quantity', { count: goods.payNum })}</span>}
        </Each>
      </Goods>
      <Fields disabled={busy}>
        {score('star', t('reviewForm.star'), starError)}
        {score('productScore', t('reviewForm.productScore'))}
        {score('serviceScore', t('reviewForm.serviceScore'))}
        <Row>
          <TextLabel htmlFor={`${id}-comment`}>
            {t('reviewForm.comment')}
            {required}
          </TextLabel>
          <Field>
            <Area
              id={`${id}-comment`}
              name="comment"
              rows={6}
              value={values.comment}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              placeholder={t('reviewForm.commentPlaceholder')}
              aria-required
              aria-invalid={commentError ? true : undefined}
              aria-describedby={`${commentError ? `${id}-comment-error ` : ''}${id}-comment-count`}
              invalid={Boolean(commentError)}
            />
            <AreaFoot>
              {commentError && (
                <ErrorText id={`${id}-comment-error`} role="alert">
                  {commentError}
                </ErrorText>
              )}
              <span id={`${id}-comment-count`} data-over={over ? '' : undefined}>
                {t('reviewForm.commentCount', { count: values.comment.trim().length, max: REVIEW_TEXT_MAX })}
              </span>
            </AreaFoot>
          </Field>
        </Row>
        <Row role="group" aria-labelledby={`${id}-pictures`}>
          <Label id={`${id}-pictures`}>
            {t('reviewForm.pictures')}
            <small>{t('reviewForm.picturesCount', { count: picturesCount, max: picturesMax })}</small>
          </Label>
          <Field data-invalid={picturesMessage ? 'true' : undefined}>
            {picturesField}
            {picturesMessage && (
              <ErrorText id={`${id}-pictures-error`} role="alert">
                {picturesMessage}
              </ErrorText>
            )}
          </Field>
        </Row>
        <Row>
          <span aria-hidden />
          <Field>
            <Checkbox
              name="isAnonymous"
              checked={values.isAnonymous}
              onChange={formik.handleChange}
              label={t('reviewForm.anonymous')}
            />
          </Field>
        </Row>
      </Fields>
      {submitError && <SubmitError role="alert">{submitError}</SubmitError>}
      <Actions>
        <Button type="submit" size="lg" loading={busy} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
          {t('reviewForm.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
