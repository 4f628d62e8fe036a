import styled from '@emotion/styled';
import { CircleCheck, RefreshCw } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { QrCode } from '../../base/QrCode/QrCode.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import type { QrState } from '../SignInDialog/signInTypes.ts';

export interface QrSignInProps {
  /** Where the sign-in stands; the app polls the server and passes each change down. */
  qr: QrState;
  /** Called as the view mounts and from 刷新二维码: the app makes a new ticket and starts polling. */
  onStart: () => void;
  /** Called as the view unmounts (another view, or the dialog closed): the app stops polling. */
  onStop: () => void;
}

/** Side of the QR code, px. */
const CODE_SIZE = 176;
/** Side of the white frame around it, px. */
const FRAME_SIZE = 208;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px 0;
  text-align: center;
`;

const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${FRAME_SIZE}px;
  height: ${FRAME_SIZE}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.surface};
`;

/** Lies over the code once it can no longer be used as it is (scanned, expired, failed). */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px;
  border-radius: inherit;
  background: rgba(255, 255, 255, 0.94);
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
  > svg {
    color: ${(p) => p.theme.color.success};
  }
`;

const Status = styled.p`
  margin: 0;
  max-width: 320px;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  line-height: ${(p) => p.theme.font.lineHeight};
`;

/** The line under the code for each state (announced when it changes). */
const statusMessage: Record<QrState['status'], string> = {
  loading: 'qrSignIn.loading',
  waiting: 'qrSignIn.instruction',
  scanned: 'qrSignIn.scanned',
  expired: 'qrSignIn.expired',
  error: 'qrSignIn.error',
};

/**
 * The scan-code view of the sign-in dialog (扫码登录): a QR code of
 * `qr.url` for a phone signed in to the mall to scan. It calls `onStart` as
 * it mounts and `onStop` as it unmounts, so the app polls only while it is
 * shown, including when the dialog closes on it. States:
 * - loading: a grey square, "正在生成二维码…";
 * - waiting: the code and how to use it;
 * - scanned: the code under a check mark, "已扫码，请在手机上确认登录";
 * - expired: the code under "二维码已失效" and 刷新二维码 (calls `onStart`);
 * - error: "二维码加载失败" and 刷新二维码.
 * The line under the code is a polite live region, so each change is heard.
 * @see spec §2 Sign-in dialog (scan-code login view; details not shown there), §5 (server buttons debounced 500 ms)
 */
export function QrSignIn({ qr, onStart, onStop }: QrSignInProps) {
  const intl = useIntl();
  const start = useEffectEvent(onStart);
  const stop = useEffectEvent(onStop);
  useEffect(() => {
    start();
    return () => stop();
  }, []);

  const { status, url } = qr;
  const showCode = url !== '' && status !== 'loading' && status !== 'error';
  const refresh = (
    <Button size="sm" icon={<RefreshCw size={14} aria-hidden />} repeatGuardMs={SERVER_ACTION_GUARD_MS} onClick={onStart}>
      {intl.formatMessage({ id: 'qrSignIn.refresh' })}
    </Button>
  );

  return (
    <Root>
      <Frame aria-busy={status === 'loading' || undefined}>
        {showCode ? (
          <QrCode value={url} size={CODE_SIZE} title={intl.formatMessage({ id: 'qrSignIn.code' })} />
        ) : (
          <Skeleton width={CODE_SIZE} height={CODE_SIZE} />
        )}
        {status === 'scanned' && (
          <Overlay>
            <CircleCheck size={40} aria-hidden />
          </Overlay>
        )}
        {(status === 'expired' || status === 'error') && <Overlay>{refresh}</Overlay>}
      </Frame>
      <Status role="status">{intl.formatMessage({ id: statusMessage[status] })}</Status>
    </Root>
  );
}
