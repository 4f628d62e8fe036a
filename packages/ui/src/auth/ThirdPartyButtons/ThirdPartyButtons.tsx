import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { createRepeatGuard } from '../../base/Button/repeatGuard.ts';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { focusRing } from '../../theme/theme.ts';
import type { SignInMethods, ThirdPartyProvider } from '../SignInDialog/signInTypes.ts';
import { FacebookMark, GoogleMark, TwitterMark } from './BrandMarks.tsx';

export interface ThirdPartyButtonsProps {
  /** Which providers the server offers (`GET /api/front/login/method/info`); each button shows only when its flag is true. */
  methods: Pick<SignInMethods, 'googleOpen' | 'facebookOpen' | 'twitterOpen'>;
  /** Called with the provider pressed; the app starts its flow (a redirect or the provider's popup). */
  onSelect: (provider: ThirdPartyProvider) => void;
}

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
  ${focusRing}
`;

/**
 * The third-party sign-in icons under the sign-in forms: Google, Facebook
 * and Twitter, each only when the server offers it (`methods.googleOpen`,
 * `.facebookOpen`, `.twitterOpen`); nothing at all when none is. Each is a
 * round button named "使用 Google 登录" ("Sign in with Google"…), the name
 * also its tooltip. A press calls `onSelect(provider)`; repeat presses within
 * 500 ms are ignored, since the app's flow starts with a server call.
 * @see spec §2 Sign-in dialog (third-party sign-in icons), §3 Login method info, §5 (debounce 500 ms), §7 (twitter request token)
 */
export function ThirdPartyButtons({ methods, onSelect }: ThirdPartyButtonsProps) {
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
            <Provider key={provider} type="button" title={label} onClick={(event) => press(provider, event.timeStamp || performance.now())}>
              {mark}
              <VisuallyHidden>{label}</VisuallyHidden>
            </Provider>
          );
        })}
      </Row>
    </Root>
  );
}
