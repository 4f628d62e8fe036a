import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import type { EmailRegisterValues, PhoneNumber, PhoneRegisterValues } from '../SignInDialog/signInTypes.ts';
import { AuthTabs, TabStripHeading } from '../shared/AuthTabs.tsx';
import { EmailRegisterFields } from './EmailRegisterFields.tsx';
import { PhoneRegisterFields } from './PhoneRegisterFields.tsx';

/** The two ways to register: by phone (the tab) or by email (the other mode). */
export type RegisterMode = 'phone' | 'email';

export interface RegisterFormProps {
  /** Phone register (`POST /api/front/login/register/mobile`); a rejection with an `Error` shows its message. */
  onRegisterPhone: (values: PhoneRegisterValues) => Promise<void> | void;
  /** Email register (`POST /api/front/login/register/email`); a rejection with an `Error` shows its message. */
  onRegisterEmail: (values: EmailRegisterValues) => Promise<void> | void;
  /** Sends the SMS code; called only with a valid number. */
  onSendPhoneCode: (values: PhoneNumber) => Promise<void>;
  /** Sends the emailed register code (purpose `'register'`); called only with a valid email. */
  onSendEmailCode: (email: string) => Promise<void>;
  /** The mode it opens in; phone by default (the only tab, spec §2). */
  initialMode?: RegisterMode;
  /** Dial code the country picker starts on (`'86'` by default). */
  countryCode?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
`;

const ModeSwitch = styled.div`
  display: flex;
  margin-top: -${(p) => p.theme.space[2]}px;
`;

/**
 * View 6 of the sign-in dialog (注册账号). A tab list with only the phone tab
 * (手机号注册): number with the country picker, SMS code, password, the
 * privacy agreement box and 注册. Below, 使用邮箱注册 switches to the email
 * mode (email, emailed code with purpose `'register'`, password, agreement),
 * headed 邮箱注册 where the tab was; 使用手机号注册 switches back. Switching
 * clears the fields and moves focus to the new mode's first field. Asking
 * for a code needs a valid number or email first (spec §5); otherwise that
 * field's error shows, it takes focus and nothing is sent.
 * @see spec §2 Sign-in dialog (view 6: only the phone tab; an email mode exists), §3 login payloads (email and phone register), §5 validation
 */
export function RegisterForm({
  onRegisterPhone,
  onRegisterEmail,
  onSendPhoneCode,
  onSendEmailCode,
  initialMode = 'phone',
  countryCode,
}: RegisterFormProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<RegisterMode>(initialMode);
  // Only a switch moves focus; opening the view leaves it where the dialog put it.
  const [switched, setSwitched] = useState(false);
  const id = useId();
  const tabId = `${id}-phone-tab`;
  const headingId = `${id}-email-heading`;
  const panelId = `${id}-panel`;

  function switchTo(next: RegisterMode) {
    setMode(next);
    setSwitched(true);
  }

  return (
    <Root>
      {mode === 'phone' ? (
        <AuthTabs
          label={intl.formatMessage({ id: 'registerForm.tabs' })}
          panelId={panelId}
          tabs={[{ id: tabId, label: intl.formatMessage({ id: 'registerForm.phoneTab' }), selected: true, onSelect: () => undefined }]}
        />
      ) : (
        <TabStripHeading id={headingId}>{intl.formatMessage({ id: 'registerForm.emailMode' })}</TabStripHeading>
      )}
      <div id={panelId} role={mode === 'phone' ? 'tabpanel' : 'group'} aria-labelledby={mode === 'phone' ? tabId : headingId}>
        {mode === 'phone' ? (
          <PhoneRegisterFields onSubmit={onRegisterPhone} onSendCode={onSendPhoneCode} countryCode={countryCode} autoFocus={switched} />
        ) : (
          <EmailRegisterFields onSubmit={onRegisterEmail} onSendCode={onSendEmailCode} autoFocus={switched} />
        )}
      </div>
      <ModeSwitch>
        <Button variant="link" size="sm" onClick={() => switchTo(mode === 'phone' ? 'email' : 'phone')}>
          {intl.formatMessage({ id: mode === 'phone' ? 'registerForm.useEmail' : 'registerForm.usePhone' })}
        </Button>
      </ModeSwitch>
    </Root>
  );
}
