import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { createRepeatGuard } from '../../base/Button/repeatGuard.ts';
import { Button } from '../../base/Button/Button.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { focusRing } from '../../theme/theme.ts';
import type { InPageProvider, SignInMethods, ThirdPartyProvider, ThirdPartyState } from '../SignInDialog/signInTypes.ts';
import { FacebookMark, GoogleMark, TwitterMark } from './BrandMarks.tsx';

export interface ThirdPartyButtonsProps {
  /** Which providers the server offers (`GET /api/front/login/method/info`); each button shows only when its flag is true. */
  methods: Pick<SignInMethods, 'googleOpen' | 'facebookOpen' | 'twitterOpen'>;
  /** Called with the provider pressed, in the press's handler; the app starts its flow (the provider's popup, or a redirect). */
  onSelect: (provider: ThirdPartyProvider) => void;
  /** Where the app's sign-in stands: the provider under way, or why the last one did not finish. Nothing shown without it. */
  state?: ThirdPartyState;
  /**
   * After a Google or Facebook sign-in in the page did not finish (its
   * window closed, its script blocked, the provider refused): sign in on the
   * provider's own page instead. Offered only with this handler, and not
   * when the mall refused the provider's answer (`failed.message`).
   */
  onLeaveFor?: (provider: InPageProvider) => void;
}

/** The brand names the messages carry; not translated. */
const NAMES: Record<ThirdPartyProvider, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' };

const PROVIDERS: readonly { provider: ThirdPartyProvider; flag: keyof ThirdPartyButtonsProps['methods']; mark: ReactNode }[] = [
  { provider: 'google', flag: 'googleOpen', mark: <GoogleMark /> },
  { provider: 'facebook', flag: 'facebookOpen', mark: <FacebookMark /> },
  { provider: 'twitter', flag: 'twitterOpen', mark: <TwitterMark /> },
];

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
`;

/** 其他登录方式 between two hairlines. */
const Heading = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  width: 100%;
  margin: 0;
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.xs}px;
  white-space: nowrap;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${(p) => p.theme.color.border};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[5]}px;
`;

const Provider = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.surface};
  cursor: pointer;
  transition: border-color ${(p) => p.theme.motion.fast}ms;
  &:hover {
    border-color: ${(p) => p.theme.color.brand};
  }
  &[aria-busy='true'] {
    border-color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;

/** The line under the buttons: where a sign-in stands, or why it did not finish. */
const Note = styled.div<{ tone: 'status' | 'error' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  max-width: 100%;
  color: ${(p) => (p.tone === 'error' ? p.theme.color.danger : p.theme.color.textMuted)};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: center;
  p {
    margin: 0;
  }
`;

/** What `state` says under the buttons, if anything. */
function StateNote({ state, onLeaveFor }: Pick<ThirdPartyButtonsProps, 'state' | 'onLeaveFor'>) {
  const intl = useIntl();
  if (state?.failed) {
    const { provider, reason, message } = state.failed;
    const values = { provider: NAMES[provider] };
    // The provider's page is another way in, unless the mall itself refused the provider's answer.
    const leaveFor = provider !== 'twitter' && !message && onLeaveFor ? provider : undefined;
    return (
      <Note tone="error">
        <p role="alert">
          {intl.formatMessage({ id: `thirdPartyButtons.${reason}` }, values)}
          {reason === 'failed' && message ? ` ${message}` : ''}
        </p>
        {leaveFor && (
          <Button variant="link" size="sm" onClick={() => onLeaveFor?.(leaveFor)}>
            {intl.formatMessage({ id: 'thirdPartyButtons.leave' }, values)}
          </Button>
        )}
      </Note>
    );
  }
  if (state?.pending) {
    return (
      <Note tone="status">
        <p role="status">{intl.formatMessage({ id: 'thirdPartyButtons.pending' }, { provider: NAMES[state.pending] })}</p>
      </Note>
    );
  }
  return null;
}

/**
 * The third-party sign-in icons under the sign-in forms: Google, Facebook
 * and Twitter, each only when the server offers it (`methods.googleOpen`,
 * `.facebookOpen`, `.twitterOpen`); nothing at all when none is. Each is a
 * round button named "使用 Google 登录" ("Sign in with Google"…), the name
 * also its tooltip. A press calls `onSelect(provider)` in the press's
 * handler (so the app may open the provider's popup); repeat presses within
 * 500 ms are ignored, since the app's flow starts with a server call or a window.
 *
 * Under the icons, `state` shows a sign-in under way ("正在通过 Google
 * 登录…", its button marked busy; pressing it again starts afresh) or why
 * the last one did not finish: the provider's window was closed (or never
 * shown), its script could not be loaded (blocked), or it failed (with the
 * mall's reason when the mall refused it). Unless the mall refused it,
 * `onLeaveFor` offers signing in on Google's or Facebook's own page instead.
 * @see spec §2 Sign-in dialog (third-party sign-in icons), §3 Login method info, §5 (debounce 500 ms), §7 (twitter request token)
 */
export function ThirdPartyButtons({ methods, onSelect, state, onLeaveFor }: ThirdPartyButtonsProps) {
  const intl = useIntl();
  const headingId = useId();
  const [allows] = useState(() => createRepeatGuard(SERVER_ACTION_GUARD_MS));
  const shown = PROVIDERS.filter(({ flag }) => methods[flag]);
  if (shown.length === 0) return null;

  function press(provider: ThirdPartyProvider, time: number) {
    if (allows(time)) onSelect(provider);
  }

  return (
    <Root role="group" aria-labelledby={headingId}>
      <Heading id={headingId}>{intl.formatMessage({ id: 'thirdPartyButtons.heading' })}</Heading>
      <Row>
        {shown.map(({ provider, mark }) => {
          const label = intl.formatMessage({ id: `thirdPartyButtons.${provider}` });
          return (
            <Provider
              key={provider}
              type="button"
              title={label}
              aria-busy={state?.pending === provider || undefined}
              onClick={(event) => press(provider, event.timeStamp || performance.now())}
            >
              {mark}
              <VisuallyHidden>{label}</VisuallyHidden>
            </Provider>
          );
        })}
      </Row>
      <StateNote state={state} onLeaveFor={onLeaveFor} />
    </Root>
  );
}
