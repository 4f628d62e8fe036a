import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { nationalNumber } from '../../auth/CountryPicker/countries.ts';
import { CodeField } from '../../auth/shared/CodeField.tsx';
import { bindField } from '../../auth/shared/fieldError.ts';
import { FormColumn, FormError, FormIntro, FormNotice } from '../../auth/shared/formParts.tsx';
import { PhoneField } from '../../auth/shared/PhoneField.tsx';
import { countryOfDialCode, dialCodeOf } from '../../auth/shared/phoneCountry.ts';
import { captchaRule, emailRule, phoneRule } from '../../auth/shared/signInRules.ts';
import { useServerAction } from '../../auth/shared/useServerAction.ts';

/** The new phone or email a code is asked for: a phone with its dial code (digits, no `+`), or an email. */
export type ContactTarget = { kind: 'phone'; countryCode: string; phone: string } | { kind: 'email'; email: string };

/** What 确认 sends: the new phone or email and the code sent to it. */
export type ContactChange = ContactTarget & { captcha: string };

export interface ChangeContactDialogProps {
  open: boolean;
  /** Which contact changes. */
  kind: 'phone' | 'email';
  /** The current one, already masked (138****5678), shown for reference; '' when none is bound (the title then reads 绑定…). */
  current: string;
  /** Dial code the country picker starts on (digits, `'86'` by default). */
  countryCode?: string;
  /** Sends a code to the new phone or email; the 60 s countdown starts when it resolves, a rejection shows its message. */
  onSendCode: (target: ContactTarget) => Promise<void>;
  /** 确认 with valid values; resolving shows the done step, a rejection with an `Error` shows its message. */
  onSubmit: (change: ContactChange) => Promise<void> | void;
  /** The close button, Escape, 完成 on the done step. */
  onClose: () => void;
}

/**
 * 修改手机号 / 修改邮箱 (绑定… when none is bound): the new phone with the
 * country picker, or the new email; the code field with the mall's send-code
 * button (60 s countdown; the phone or email is checked first, nothing is
 * sent while it is wrong); 确认. Then a done step with 完成. Messages are the
 * sign-in dialog's (spec §5 emptyPhone, emailEmpty, correctEmail, emptyCaptche,
 * correctCaptche); the server's message shows above the button.
 * @see spec §3 User (phone, email), §4 Send-code button, §5; issue: change flows verify the new one by code
 */
export function ChangeContactDialog({ open, kind, current, countryCode, onSendCode, onSubmit, onClose }: ChangeContactDialogProps) {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const title = intl.formatMessage({
    id: `changeContact.title.${current ? kind : kind === 'phone' ? 'bindPhone' : 'bindEmail'}`,
  });
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => {
        setDone(false);
        onClose();
      }}
    >
      {done ? (
        <FormColumn
          onSubmit={(event) => {
            event.preventDefault();
            setDone(false);
            onClose();
          }}
        >
          <FormNotice>{intl.formatMessage({ id: `changeContact.done.${kind}` })}</FormNotice>
          <Button type="submit" size="lg" block autoFocus>
            {intl.formatMessage({ id: 'changeContact.close' })}
          </Button>
        </FormColumn>
      ) : (
        <ContactForm
          kind={kind}
          current={current}
          countryCode={countryCode}
          onSendCode={onSendCode}
          onSubmit={async (change) => {
            await onSubmit(change);
            setDone(true);
          }}
        />
      )}
    </Dialog>
  );
}

type FormProps = Pick<ChangeContactDialogProps, 'kind' | 'current' | 'countryCode' | 'onSendCode' | 'onSubmit'>;

function ContactForm({ kind, current, countryCode, onSendCode, onSubmit }: FormProps) {
  const intl = useIntl();
  const action = useServerAction();
  const contactInput = useRef<HTMLInputElement>(null);
  const formik = useFormik({
    initialValues: { country: countryOfDialCode(countryCode), phone: '', email: '', captcha: '' },
    validationSchema: object(
      kind === 'phone' ? { phone: phoneRule(), captcha: captchaRule() } : { email: emailRule(), captcha: captchaRule() },
    ),
    onSubmit: async (values) => {
      await action.run(() => onSubmit({ ...target(values), captcha: values.captcha.trim() }));
    },
  });

  function target(values: typeof formik.values): ContactTarget {
    return kind === 'phone'
      ? { kind, countryCode: dialCodeOf(values.country), phone: nationalNumber(values.country, values.phone) }
      : { kind, email: values.email.trim() };
  }

  async function sendCode() {
    void formik.setFieldTouched(kind, true, false);
    const errors = await formik.validateForm();
    if (errors[kind]) {
      contactInput.current?.focus();
      return false;
    }
    return action.run(() => onSendCode(target(formik.values)));
  }

  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      <FormIntro>
        {intl.formatMessage({ id: `changeContact.intro.${kind}` })}
        {current && (
          <>
            <br />
            {intl.formatMessage({ id: 'changeContact.current' }, { value: current })}
          </>
        )}
      </FormIntro>
      {kind === 'phone' ? (
        <PhoneField
          ref={contactInput}
          name="phone"
          autoFocus
          country={formik.values.country}
          onCountryChange={(country) => void formik.setFieldValue('country', country)}
          {...bindField(intl, formik, 'phone')}
        />
      ) : (
        <TextField
          ref={contactInput}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          label={intl.formatMessage({ id: 'changeContact.newEmail' })}
          placeholder={intl.formatMessage({ id: 'changeContact.newEmailPlaceholder' })}
          {...bindField(intl, formik, 'email')}
        />
      )}
      <CodeField name="captcha" {...bindField(intl, formik, 'captcha')} onSend={sendCode} />
      <FormError>{action.error}</FormError>
      <Button type="submit" size="lg" block loading={formik.isSubmitting} repeatGuardMs={SERVER_ACTION_GUARD_MS}>
        {intl.formatMessage({ id: 'changeContact.submit' })}
      </Button>
    </FormColumn>
  );
}
