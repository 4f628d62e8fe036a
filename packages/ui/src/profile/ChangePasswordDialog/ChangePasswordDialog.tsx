import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { AuthTabs } from '../../auth/shared/AuthTabs.tsx';
import { CodeField } from '../../auth/shared/CodeField.tsx';
import { bindField } from '../../auth/shared/fieldError.ts';
import { FormColumn, FormError, FormIntro, FormNotice } from '../../auth/shared/formParts.tsx';
import { captchaRule, passwordRule, repeatPasswordRule } from '../../auth/shared/signInRules.ts';
import { useServerAction } from '../../auth/shared/useServerAction.ts';

/** How the shopper proves it is them: the current password, or a code sent to the bound phone or email. */
export type PasswordChangeWay = 'password' | 'code';

/** What 确认修改 sends. */
export type PasswordChange =
  | { way: 'password'; currentPassword: string; newPassword: string; passwordAgain: string }
  | { way: 'code'; captcha: string; newPassword: string; passwordAgain: string };

export interface ChangePasswordDialogProps {
  open: boolean;
  /**
   * Where a code goes: the bound phone (the account's `userType` is `phone`)
   * or email, masked. Null when neither is bound: only the current password
   * can be used.
   */
  codeTarget: { kind: 'phone' | 'email'; masked: string } | null;
  /**
   * The account has a password (default true). Without one only the code
   * way is offered (the server refuses the current-password way then).
   */
  hasPassword?: boolean;
  /** Sends the code to `codeTarget`; the 60 s countdown starts when it resolves, a rejection shows its message. */
  onSendCode: () => Promise<void>;
  /**
   * 确认修改 with valid values; resolving shows the done step. A rejection
   * with an `Error` shows its message (a wrong current password or code, or a
   * new password the server's rule refuses) and the shopper may try again.
   */
  onSubmit: (change: PasswordChange) => Promise<void> | void;
  /** The close button, Escape, 完成 on the done step. */
  onClose: () => void;
}

/**
 * 修改密码 in two ways (tabs): 原密码验证 (the current password) or 验证码验证
 * (a code sent to the bound phone or email, with the send-code button's 60 s
 * countdown); then the new password with the mall's rule told beside it
 * (8–20, two of letters, digits, symbols: the server checks it and its
 * message shows) and its repeat (spec §5 againPassword, diffPassword).
 * Resolving shows a done step with 完成.
 * @see spec §3 User (password), §5; crmeb-wire §13 (`captcha/{phone,email}/password`, `user/{phone,email}/update/password`)
 */
export function ChangePasswordDialog({ open, codeTarget, hasPassword = true, onSendCode, onSubmit, onClose }: ChangePasswordDialogProps) {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const close = () => {
    setDone(false);
    onClose();
  };
  return (
    <Dialog open={open} title={intl.formatMessage({ id: 'changePassword.title' })} onClose={close}>
      {done ? (
        <FormColumn
          onSubmit={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <FormNotice>{intl.formatMessage({ id: 'changePassword.done' })}</FormNotice>
          <Button type="submit" size="lg" block autoFocus>
            {intl.formatMessage({ id: 'changePassword.close' })}
          </Button>
        </FormColumn>
      ) : (
        <PasswordForm
          codeTarget={codeTarget}
          hasPassword={hasPassword}
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

type FormProps = Pick<ChangePasswordDialogProps, 'codeTarget' | 'onSendCode' | 'onSubmit'> & { hasPassword: boolean };

function PasswordForm({ codeTarget, hasPassword, onSendCode, onSubmit }: FormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = useId();
  const [way, setWay] = useState<PasswordChangeWay>(hasPassword ? 'password' : 'code');
  const action = useServerAction();
  const formik = useFormik({
    initialValues: { currentPassword: '', captcha: '', newPassword: '', passwordAgain: '' },
    validationSchema: object({
      currentPassword: way === 'password' ? string().required('changePassword.currentEmpty') : string(),
      captcha: way === 'code' ? captchaRule() : string(),
      newPassword: passwordRule(),
      passwordAgain: repeatPasswordRule('newPassword'),
    }),
    onSubmit: async (values) => {
      const common = { newPassword: values.newPassword, passwordAgain: values.passwordAgain };
      await action.run(() =>
        onSubmit(
          way === 'password'
            ? { way, currentPassword: values.currentPassword, ...common }
            : { way, captcha: values.captcha.trim(), ...common },
        ),
      );
    },
  });

  function choose(next: PasswordChangeWay) {
    setWay(next);
    action.setError(null);
    formik.setErrors({});
    void formik.setTouched({});
  }

  const panelId = `${id}-panel`;
  return (
    <FormColumn noValidate onSubmit={formik.handleSubmit}>
      {hasPassword && (
        <AuthTabs
          label={t('changePassword.ways')}
          panelId={panelId}
          tabs={[
            { id: `${id}-password`, label: t('changePassword.byPassword'), selected: way === 'password', onSelect: () => choose('password') },
            { id: `${id}-code`, label: t('changePassword.byCode'), selected: way === 'code', onSelect: () => choose('code') },
          ]}
        />
      )}
      <FormColumn as="div" id={panelId} role={hasPassword ? 'tabpanel' : undefined} aria-labelledby={hasPassword ? `${id}-${way}` : undefined}>
        {/* The account the password managers should update. */}
        <input type="text" name="username" autoComplete="username" value={codeTarget?.masked ?? ''} readOnly hidden />
        {way === 'password' ? (
          <TextField
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('changePassword.currentPassword')}
            placeholder={t('changePassword.currentPasswordPlaceholder')}
            {...bindField(intl, formik, 'currentPassword')}
          />
        ) : codeTarget ? (
          <>
            <FormIntro>{t('changePassword.codeTo', { target: codeTarget.masked })}</FormIntro>
            <CodeField name="captcha" {...bindField(intl, formik, 'captcha')} onSend={() => action.run(onSendCode)} />
          </>
        ) : (
          <FormIntro>{t('changePassword.noContact')}</FormIntro>
        )}
        <TextField
          name="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('resetPasswordForm.newPassword')}
          placeholder={t('resetPasswordForm.newPasswordPlaceholder')}
          hint={t('changePassword.rule')}
          {...bindField(intl, formik, 'newPassword')}
        />
        <TextField
          name="passwordAgain"
          type="password"
          autoComplete="new-password"
          label={t('resetPasswordForm.passwordAgain')}
          placeholder={t('resetPasswordForm.passwordAgainPlaceholder')}
          {...bindField(intl, formik, 'passwordAgain')}
        />
        <FormError>{action.error}</FormError>
        <Button
          type="submit"
          size="lg"
          block
          loading={formik.isSubmitting}
          disabled={way === 'code' && !codeTarget}
          repeatGuardMs={SERVER_ACTION_GUARD_MS}
        >
          {t('changePassword.submit')}
        </Button>
      </FormColumn>
    </FormColumn>
  );
}
