import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import {
  LEAVE_MESSAGE_LIMITS,
  cleanLeaveMessage,
  leaveMessageSchema,
  type LeaveMessageValues,
} from './leaveMessageSchema.ts';

/** A field error answered by the server (a 400 with field details). */
export interface LeaveMessageFieldError {
  /** `name`, `contact` or `content`; other names are listed above the buttons. */
  field: string;
  /** Text to show, already in the shopper's language (the server's message). */
  message: string;
}

export interface LeaveMessageDialogProps {
  open: boolean;
  /** Close button, Escape, backdrop click and 取消. */
  onClose: () => void;
  /** Called with trimmed, valid values; the submit button spins while the promise runs. Close the dialog when it succeeds. */
  onSubmit: (values: LeaveMessageValues) => Promise<void> | void;
  /** Errors from the server, shown at their fields until the field is edited. */
  fieldErrors?: LeaveMessageFieldError[];
}

type FieldName = keyof LeaveMessageValues;
const FIELDS: readonly string[] = ['name', 'contact', 'content'] satisfies FieldName[];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
`;

const Intro = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Star = styled.span`
  margin-left: 2px;
  color: ${(p) => p.theme.color.danger};
`;

const ContentField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  > label {
    font-size: ${(p) => p.theme.font.size.sm}px;
    color: ${(p) => p.theme.color.textMuted};
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 120px;
    padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.sm}px;
    font: inherit;
    line-height: ${(p) => p.theme.font.lineHeight};
    resize: vertical;
    outline: 0;
  }
  textarea::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
  textarea:focus {
    border-color: ${(p) => p.theme.color.focus};
    box-shadow: 0 0 0 2px rgba(26, 115, 232, 0.15);
  }
  textarea[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
  }
`;

const Below = styled.div`
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
`;

const Others = styled.div`
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.danger};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm}px;
  ul {
    margin: ${(p) => p.theme.space[1]}px 0 0;
    padding-left: ${(p) => p.theme.space[5]}px;
  }
`;

const NONE: readonly string[] = [];

/**
 * The leave-a-message dialog of the floating window (service type `message`):
 * a modal {@link Dialog} with a Formik + Yup form — 您的称呼 (required, ≤ 32),
 * 联系方式 (required; a phone number of 5–20 digits/`+`/spaces/hyphens or an
 * email) and 留言内容 (required, ≤ 500, with a live counter). `onSubmit`
 * receives trimmed values; 提交留言 spins while its promise runs and ignores
 * repeat presses for {@link SERVER_ACTION_GUARD_MS}. Server 400 errors
 * (`fieldErrors`) show at their fields until the field is edited. Every
 * opening starts from an empty form.
 * @see spec §2 Floating window, §3 Customer-service config, §5
 */
export function LeaveMessageDialog(props: LeaveMessageDialogProps) {
  // A new form for every opening: count the openings and key the form by it.
  const [openings, setOpenings] = useState({ open: props.open, count: 0 });
  if (openings.open !== props.open) setOpenings({ open: props.open, count: openings.count + (props.open ? 1 : 0) });
  return <LeaveMessageForm key={openings.count} {...props} />;
}

function LeaveMessageForm({ open, onClose, onSubmit, fieldErrors }: LeaveMessageDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const contentId = useId();
  // Server errors by field, and the fields edited since those errors arrived.
  const server = useMemo(() => {
    const out: Record<string, string> = {};
    for (const e of fieldErrors ?? []) out[e.field] ??= e.message;
    return out;
  }, [fieldErrors]);
  const [edited, setEdited] = useState({ of: fieldErrors, names: NONE });
  const editedNames = edited.of === fieldErrors ? edited.names : NONE;

  const formik = useFormik<LeaveMessageValues>({
    initialValues: { name: '', contact: '', content: '' },
    validationSchema: leaveMessageSchema,
    onSubmit: (values) => onSubmit(cleanLeaveMessage(values)),
  });
  const { values, touched, errors } = formik;

  /** Our validation message once the field is touched, else the server's until the field is edited. */
  function errorOf(name: FieldName): string | undefined {
    const own = touched[name] ? errors[name] : undefined;
    if (own) return intl.formatMessage({ id: own }, { max: LEAVE_MESSAGE_LIMITS[name] });
    return editedNames.includes(name) ? undefined : server[name];
  }

  function bind(name: FieldName) {
    return {
      name,
      value: values[name],
      onBlur: formik.handleBlur,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (!editedNames.includes(name)) setEdited({ of: fieldErrors, names: [...editedNames, name] });
        formik.handleChange(event);
      },
    };
  }

  const star = <Star aria-hidden>*</Star>;
  const others = Object.entries(server).filter(([field]) => !FIELDS.includes(field));
  const contentError = errorOf('content');
  const describedBy = `${contentId}-count${contentError ? ` ${contentId}-error` : ''}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      width={520}
      title={<FormattedMessage id="leaveMessageDialog.title" />}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" form={formId} loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
            <FormattedMessage id="leaveMessageDialog.submit" />
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={formik.handleSubmit}>
        <Intro>
          <FormattedMessage id="leaveMessageDialog.intro" />
        </Intro>
        <TextField
          {...bind('name')}
          label={
            <>
              <FormattedMessage id="leaveMessageDialog.name" />
              {star}
            </>
          }
          placeholder={intl.formatMessage({ id: 'leaveMessageDialog.namePlaceholder' })}
          autoComplete="name"
          maxLength={LEAVE_MESSAGE_LIMITS.name}
          aria-required
          error={errorOf('name')}
        />
        <TextField
          {...bind('contact')}
          label={
            <>
              <FormattedMessage id="leaveMessageDialog.contact" />
              {star}
            </>
          }
          placeholder={intl.formatMessage({ id: 'leaveMessageDialog.contactPlaceholder' })}
          maxLength={LEAVE_MESSAGE_LIMITS.contact}
          aria-required
          error={errorOf('contact')}
        />
        <ContentField>
          <label htmlFor={contentId}>
            <FormattedMessage id="leaveMessageDialog.content" />
            {star}
          </label>
          <textarea
            {...bind('content')}
            id={contentId}
            rows={5}
            maxLength={LEAVE_MESSAGE_LIMITS.content}
            placeholder={intl.formatMessage({ id: 'leaveMessageDialog.contentPlaceholder' })}
            aria-required
            aria-invalid={contentError ? true : undefined}
            aria-describedby={describedBy}
          />
          <Below>
            {contentError && (
              <p id={`${contentId}-error`} role="alert">
                {contentError}
              </p>
            )}
            <span id={`${contentId}-count`}>
              <FormattedMessage
                id="leaveMessageDialog.count"
                values={{ count: values.content.length, max: LEAVE_MESSAGE_LIMITS.content }}
              />
            </span>
          </Below>
        </ContentField>
        {others.length > 0 && (
          <Others role="alert">
            <FormattedMessage id="leaveMessageDialog.serverErrors" />
            <ul>
              {others.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </Others>
        )}
      </Form>
    </Dialog>
  );
}
