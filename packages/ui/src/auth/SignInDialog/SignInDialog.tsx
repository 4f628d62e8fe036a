import styled from '@emotion/styled';
import { KeyRound, QrCode as QrCodeIcon } from 'lucide-react';
import { Suspense, forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { focusRing } from '../../theme/theme.ts';
import { AuthTabs } from '../shared/AuthTabs.tsx';
import { ThirdPartyButtons } from '../ThirdPartyButtons/ThirdPartyButtons.tsx';
import { useSignInForms, type SignInForms } from './loadSignInForms.ts';
import { DEFAULT_SIGN_IN_VIEW, VIEW_TITLES, isSignInFormView } from './signInViews.ts';
import type { QrState, SignInActions, SignInMethods, SignInView, ThirdPartyState } from './signInTypes.ts';

export interface SignInDialogProps {
  open: boolean;
  /** Close button, Escape and a backdrop click. The app also closes the dialog (sets `open` false) after a successful sign-in or register. */
  onClose: () => void;
  /** What each view's buttons do; see {@link SignInActions}. A rejected promise shows its `Error`'s message in the view. */
  actions: SignInActions;
  /** Which ways in the server offers (`GET /api/front/login/method/info`): third-party icons and guest entry. */
  methods: SignInMethods;
  /** The app's show-guest flag (spec §3 shared state): the guest link shows only with it and `methods.visitorOpen`. */
  showGuest: boolean;
  /** URL of the picture left of the form (`loginLeftImage` of `GET /api/pc/login/getLoginPic`); without it the dialog is the form alone. */
  loginPicture?: string;
  /** The scan-code sign-in as the app polls it; read by the 'qrCode' view. */
  qr: QrState;
  /** Where a Google or Facebook sign-in started here stands (under way, or why it did not finish); shown under the provider icons. */
  thirdParty?: ThirdPartyState;
  /** The view each opening starts on; phone and password by default (spec §4: the default strategy). */
  initialView?: SignInView;
}

/** Width of the dialog with the picture, px (picture 340 + gap + form 396 + padding). */
const WIDTH_WITH_PICTURE = 800;
/** Width of the dialog without it, px. */
const WIDTH_FORM_ONLY = 440;

/** Where the dialog stands: the view, plus what a view hands the next (the email of a reset). */
interface Flow {
  view: SignInView;
  /** Email typed in view 4, used by view 5 and then filled into view 2. */
  email: string;
  /** The password was just reset: view 2 says so. */
  resetDone: boolean;
  /** The view was reached by a link or button (not a tab, not the opening): focus moves to the title. */
  moveFocus: boolean;
}

function startFlow(view: SignInView): Flow {
  return { view, email: '', resetDone: false, moveFocus: false };
}

const Layout = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[6]}px;
`;

/** The picture stretches to the form's height and is cropped to fit. */
const Picture = styled.div`
  position: relative;
  flex: none;
  width: 340px;
  min-height: 460px;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.page};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Side = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
`;

/**
 * The title, focusable by script only: where focus goes when a link changes
 * the view. Not a control, so it draws no focus ring (the next Tab lands on
 * one that does).
 */
const Title = styled.span`
  outline: none;
`;

/** The scan-code switch in the form's top right corner (a QR code on the sign-in views, a key on the QR view). */
const Corner = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;

/** Room for the corner button on views that have no tabs beside it. */
const CornerSpace = styled.div`
  height: 40px;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  margin-top: -${(p) => p.theme.space[2]}px;
  > span {
    display: flex;
    gap: ${(p) => p.theme.space[4]}px;
  }
`;

/** A link-like button that changes the view. */
function ViewLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="link" size="sm" onClick={onClick}>
      {children}
    </Button>
  );
}

const FocusableTitle = forwardRef<HTMLSpanElement, { children: string }>(function FocusableTitle({ children }, ref) {
  return (
    <Title ref={ref} tabIndex={-1}>
      {children}
    </Title>
  );
});

/** Renders its child with the dialog's forms, suspending until they are loaded. */
function WithSignInForms({ children }: { children: (forms: SignInForms) => ReactNode }) {
  return <>{children(useSignInForms())}</>;
}

/** What the dialog shows while its forms load on a first opening: the form's place, busy. */
function FormsLoading({ label }: { label: string }) {
  return (
    <FormsPlaceholder role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={40} />
      <Skeleton height={40} />
      <Skeleton height={40} />
    </FormsPlaceholder>
  );
}

const FormsPlaceholder = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]}px;
  min-height: 280px;
  align-content: start;
  padding-top: ${(p) => p.theme.space[7]}px;
`;

/**
 * The sign-in dialog, with its seven views and the scan-code view
 * (spec §2): 1 phone + password (账号登录, the default), 2 email + password
 * (邮箱登录), 3 phone + SMS code (快捷登录), 4 forgot password (找回密码),
 * 5 emailed code + new password (重置密码), 6 register (注册账号), 7 guest
 * (游客购买), and scan-code sign-in (扫码登录). The title names the view.
 *
 * Transitions (spec §4 Dialog views): 1 ⇄ 3 by 快捷登录 / 密码登录; the
 * 邮箱登录 tab goes from 1 or 3 to 2 and the 手机号登录 tab back to 1; 免费注册
 * goes from 1 or 3 to 6; 忘记密码？ from 2 to 4; 下一步 from 4 to 5 once the
 * email is valid; a successful reset to 2 (email filled in, "password reset"
 * notice); 游客购买 from 1, 2 or 3 to 7, shown only when
 * `methods.visitorOpen && showGuest`; 已有账号？去登录 from 6 or 7 to 1. Not
 * in the spec's list but needed to get back: 返回登录 from 4 and 5 to 2. The
 * QR corner of views 1–3 opens the scan-code view (`actions.onQrStart()`);
 * its key corner returns to 1; leaving it or closing the dialog calls
 * `actions.onQrStop()`.
 *
 * Views 1–3 show the Google, Facebook and Twitter buttons the server offers,
 * and under them `thirdParty`: a sign-in under way, or why the last did not
 * finish (with a way to sign in on the provider's own page when
 * `actions.onThirdPartyPage` is given and the mall did not refuse it).
 * Agreement box: required on 1, 2, 3, 6 and on 7 (guest entry creates a
 * visitor account, so it counts as register). Every server button ignores
 * repeat presses for 500 ms; Enter submits each view's form.
 *
 * Focus: a link or button that changes the view moves focus to the dialog's
 * title (the new view's heading), so a screen reader announces where the
 * shopper is and Tab continues from the top; a tab keeps focus on the tab
 * (the tab pattern); the register form's mode switch focuses the new mode's
 * first field. On opening, the browser puts focus on the title too (the
 * dialog's first focusable element); on closing it returns focus to the
 * opener (native `<dialog>`).
 *
 * Content is mounted only while open, so each opening starts on
 * `initialView` with empty fields. Layout: 800 px wide with the picture on
 * the left, 440 px without one.
 * @see spec §2 Sign-in dialog (seven views), §2 Country picker, §3 login payloads, §4 Dialog views and Send-code button, §5 Validation rules, §9
 */
export function SignInDialog({
  open,
  onClose,
  actions,
  methods,
  showGuest,
  loginPicture,
  qr,
  thirdParty,
  initialView = DEFAULT_SIGN_IN_VIEW,
}: SignInDialogProps) {
  const intl = useIntl();
  const [flow, setFlow] = useState<Flow>(() => startFlow(initialView));
  // Each opening starts afresh: reset when `open` turns true (state adjusted during render, not in an effect, so the old view never flashes).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFlow(startFlow(initialView));
  }

  const title = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (flow.moveFocus) title.current?.focus();
  }, [flow]);

  const id = useId();
  const phoneTabId = `${id}-phone-tab`;
  const emailTabId = `${id}-email-tab`;
  const panelId = `${id}-panel`;

  const { view } = flow;
  const go = (next: SignInView, extra: Partial<Flow> = {}) => setFlow({ ...startFlow(next), ...extra, moveFocus: true });
  const selectTab = (next: SignInView) => setFlow(startFlow(next));
  const guestShown = methods.visitorOpen && showGuest;
  const t = (messageId: string) => intl.formatMessage({ id: messageId });

  function body(forms: SignInForms) {
    if (isSignInFormView(view)) {
      const form =
        view === 'phonePassword' ? (
          <forms.PhonePasswordForm onSubmit={actions.onPhonePassword} />
        ) : view === 'phoneCode' ? (
          <forms.PhoneCodeForm onSubmit={actions.onPhoneCode} onSendCode={actions.onSendPhoneCode} />
        ) : (
          <forms.EmailPasswordForm
            onSubmit={actions.onEmailPassword}
            initialEmail={flow.email}
            notice={flow.resetDone ? t('signInDialog.resetDone') : undefined}
          />
        );
      return (
        <>
          <AuthTabs
            label={t('signInDialog.tabs')}
            panelId={panelId}
            tabs={[
              { id: phoneTabId, label: t('signInDialog.phoneTab'), selected: view !== 'emailPassword', onSelect: () => selectTab('phonePassword') },
              { id: emailTabId, label: t('signInDialog.emailTab'), selected: view === 'emailPassword', onSelect: () => selectTab('emailPassword') },
            ]}
          />
          {methods.qrLoginOpen && (
            <Corner type="button" aria-label={t('signInDialog.qrLogin')} title={t('signInDialog.qrLogin')} onClick={() => go('qrCode')}>
              <QrCodeIcon size={24} aria-hidden />
            </Corner>
          )}
          <div id={panelId} role="tabpanel" aria-labelledby={view === 'emailPassword' ? emailTabId : phoneTabId}>
            {form}
          </div>
          <Links>
            <span>
              {view === 'phonePassword' && <ViewLink onClick={() => go('phoneCode')}>{t('signInDialog.quickLogin')}</ViewLink>}
              {view === 'phoneCode' && <ViewLink onClick={() => go('phonePassword')}>{t('signInDialog.passwordLogin')}</ViewLink>}
              {view === 'emailPassword' && <ViewLink onClick={() => go('forgotPassword')}>{t('signInDialog.forgotPassword')}</ViewLink>}
            </span>
            <span>
              {guestShown && <ViewLink onClick={() => go('guest')}>{t('signInDialog.guest')}</ViewLink>}
              {view !== 'emailPassword' && <ViewLink onClick={() => go('register')}>{t('signInDialog.createAccount')}</ViewLink>}
            </span>
          </Links>
          <ThirdPartyButtons methods={methods} onSelect={actions.onThirdParty} state={thirdParty} onLeaveFor={actions.onThirdPartyPage} />
        </>
      );
    }
    switch (view) {
      case 'qrCode':
        return (
          <>
            <CornerSpace />
            <Corner
              type="button"
              aria-label={t('signInDialog.accountLogin')}
              title={t('signInDialog.accountLogin')}
              onClick={() => go('phonePassword')}
            >
              <KeyRound size={22} aria-hidden />
            </Corner>
            <forms.QrSignIn qr={qr} onStart={actions.onQrStart} onStop={actions.onQrStop} />
          </>
        );
      case 'forgotPassword':
        return (
          <>
            <forms.ForgotPasswordForm initialEmail={flow.email} onNext={(email) => go('resetPassword', { email })} />
            <Links>
              <ViewLink onClick={() => go('emailPassword', { email: flow.email })}>{t('signInDialog.backToSignIn')}</ViewLink>
            </Links>
          </>
        );
      case 'resetPassword':
        return (
          <>
            <forms.ResetPasswordForm
              email={flow.email}
              onSendCode={(email) => actions.onSendEmailCode(email, 'reset')}
              onSubmit={async (values) => {
                await actions.onResetPassword(values);
                go('emailPassword', { email: values.email, resetDone: true });
              }}
            />
            <Links>
              <ViewLink onClick={() => go('emailPassword', { email: flow.email })}>{t('signInDialog.backToSignIn')}</ViewLink>
            </Links>
          </>
        );
      case 'register':
        return (
          <>
            <forms.RegisterForm
              onRegisterPhone={actions.onRegisterPhone}
              onRegisterEmail={actions.onRegisterEmail}
              onSendPhoneCode={actions.onSendPhoneCode}
              onSendEmailCode={(email) => actions.onSendEmailCode(email, 'register')}
            />
            <Links>
              <ViewLink onClick={() => go('phonePassword')}>{t('signInDialog.alreadyRegistered')}</ViewLink>
            </Links>
          </>
        );
      case 'guest':
        return (
          <>
            <forms.GuestForm onSubmit={actions.onGuest} />
            <Links>
              <ViewLink onClick={() => go('phonePassword')}>{t('signInDialog.alreadyRegistered')}</ViewLink>
            </Links>
          </>
        );
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FocusableTitle ref={title}>{t(VIEW_TITLES[view])}</FocusableTitle>}
      width={loginPicture ? WIDTH_WITH_PICTURE : WIDTH_FORM_ONLY}
    >
      <Layout>
        {loginPicture && (
          <Picture>
            <img src={loginPicture} alt="" />
          </Picture>
        )}
        <Side>
          <Suspense fallback={<FormsLoading label={t('signInDialog.loading')} />}>
            <WithSignInForms>{body}</WithSignInForms>
          </Suspense>
        </Side>
      </Layout>
    </Dialog>
  );
}
