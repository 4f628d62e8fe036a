import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { LockKeyhole, SearchX, Settings2 } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { errorKind, type ErrorKind } from './errorKind.ts';

export interface ErrorPageProps {
  /** HTTP-like status of the error: 404, 500, 401 or any other. */
  status: number;
  /** The error text (e.g. the server's or the router's message), shown under the hint. */
  message?: string;
  /** Where 返回首页 leads; `/` by default (spec §2). */
  homeHref?: string;
  /** Status 401: shows 立即登录, which calls this (the app opens the sign-in dialog). */
  onSignIn?: () => void;
}

const texts: Record<ErrorKind, { title: string; hint: string }> = {
  notFound: { title: 'errorPage.notFound', hint: 'errorPage.notFoundHint' },
  loadFailed: { title: 'errorPage.loadFailed', hint: 'errorPage.loadFailedHint' },
  signIn: { title: 'errorPage.signIn', hint: 'errorPage.signInHint' },
  badRequest: { title: 'errorPage.badRequest', hint: 'errorPage.checkConfig' },
};

const icons = { notFound: SearchX, signIn: LockKeyhole, badRequest: Settings2 } as const;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  box-sizing: border-box;
  width: ${(p) => p.theme.layout.pageWidth}px;
  max-width: 100%;
  min-height: 480px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[8]}px ${(p) => p.theme.space[7]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-shadow: ${(p) => p.theme.shadow.card};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.md}px;
  text-align: center;
  h1 {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${(p) => p.theme.space[1]}px;
    margin: 0;
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.font.size.xxl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    line-height: 1.3;
  }
  p {
    margin: 0;
    max-width: 560px;
  }
`;

const Code = styled.span`
  color: ${(p) => p.theme.color.brand};
  font-size: 56px;
  line-height: 1.1;
  letter-spacing: 2px;
  font-variant-numeric: tabular-nums;
`;

const IconDisc = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 120px;
  height: 120px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.brandSoft};
  color: ${(p) => p.theme.color.brand};
`;

const Detail = styled.p`
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  margin-top: ${(p) => p.theme.space[2]}px;
`;

/** The in-mall link home, looking like the primary Button (36 px). */
const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 ${(p) => p.theme.space[6]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-weight: ${(p) => p.theme.font.weight.medium};
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.color.brandHover};
    color: ${(p) => p.theme.color.onBrand};
  }
`;

/** The load-failed picture, drawn in code: a browser window with a cracked page and a red alert badge. */
function LoadFailedArt() {
  const t = useTheme();
  return (
    <svg width="220" height="160" viewBox="0 0 220 160" aria-hidden focusable="false">
      <ellipse cx="110" cy="148" rx="84" ry="8" fill={t.color.page} />
      <rect x="30" y="22" width="160" height="114" rx="10" fill={t.color.surface} stroke={t.color.borderStrong} strokeWidth="2" />
      <path d="M31 44h158V32a9 9 0 0 0-9-9H40a9 9 0 0 0-9 9z" fill={t.color.page} />
      <line x1="31" y1="44" x2="189" y2="44" stroke={t.color.borderStrong} strokeWidth="2" />
      {[44, 54, 64].map((cx) => (
        <circle key={cx} cx={cx} cy="33.5" r="3" fill={t.color.borderStrong} />
      ))}
      <rect x="48" y="58" width="74" height="8" rx="4" fill={t.color.border} />
      <rect x="48" y="74" width="110" height="8" rx="4" fill={t.color.border} />
      <path
        d="M31 104l26-10 18 14 22-16 20 15 22-13 24 14 26-10"
        fill="none"
        stroke={t.color.borderStrong}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="48" y="118" width="52" height="8" rx="4" fill={t.color.border} transform="rotate(-4 74 122)" />
      <circle cx="180" cy="30" r="20" fill={t.color.brand} />
      <rect x="177.5" y="18" width="5" height="15" rx="2.5" fill={t.color.onBrand} />
      <circle cx="180" cy="40" r="3" fill={t.color.onBrand} />
    </svg>
  );
}

/**
 * The error page shown in place of a page that failed (spec §2 Error page,
 * §8 route errors), on a white 1200 px card: a picture, an `h1` with the
 * status code and the title, a hint, the error text (`message`) and the
 * buttons. 404 → 页面不存在 ("This page could not be found"); 500 → 加载失败
 * with a drawn illustration; 401 → 请先登录 with 立即登录 when `onSignIn` is
 * given; any other status → 请求错误 with a check-the-configuration hint.
 * Every variant has 返回首页 to `homeHref`. See {@link errorKind}.
 * @see spec §2 Error page, §8
 */
export function ErrorPage({ status, message, homeHref = '/', onSignIn }: ErrorPageProps) {
  const kind = errorKind(status);
  const detail = message?.trim();
  const Icon = kind === 'loadFailed' ? null : icons[kind];
  return (
    <Root>
      {Icon ? (
        <IconDisc>
          <Icon size={56} strokeWidth={1.5} aria-hidden />
        </IconDisc>
      ) : (
        <LoadFailedArt />
      )}
      <h1>
        <Code>{status}</Code> <FormattedMessage id={texts[kind].title} />
      </h1>
      <p>
        <FormattedMessage id={texts[kind].hint} />
      </p>
      {detail && (
        <Detail>
          <FormattedMessage id="errorPage.detail" values={{ message: detail }} />
        </Detail>
      )}
      <Actions>
        <HomeLink href={homeHref}>
          <FormattedMessage id="common.backHome" />
        </HomeLink>
        {kind === 'signIn' && onSignIn && (
          <Button variant="secondary" onClick={onSignIn}>
            <FormattedMessage id="errorPage.signInButton" />
          </Button>
        )}
      </Actions>
    </Root>
  );
}
