import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS, type ButtonSize, type ButtonVariant } from '../../base/Button/Button.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { SEND_CODE_COUNTDOWN_SECONDS, COUNTDOWN_TICK_MS, secondsLeft } from './countdown.ts';

export interface SendCodeButtonProps {
  /**
   * Asks the server for a code (SMS or e-mail). While its promise is pending
   * the button is busy and ignores presses. The countdown starts only when it
   * succeeds: resolving `false` or rejecting means no code went out, and the
   * button can be pressed again at once (the owner shows the server's message).
   */
  onSend: () => Promise<boolean | void> | boolean | void;
  /** Length of the countdown, seconds; {@link SEND_CODE_COUNTDOWN_SECONDS} (60) by default. */
  seconds?: number;
  /** Disables the button, e.g. while the phone number or e-mail is missing. The countdown does not need it. */
  disabled?: boolean;
  /**
   * The clock the countdown reads, ms (default `Date.now`). The countdown
   * reads the clock every {@link COUNTDOWN_TICK_MS} ms and shows the whole
   * seconds left, so a late timer never makes it wrong; stories pass a frozen
   * or hand-advanced clock to get the same text on every run.
   */
  now?: () => number;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/** ready: can be pressed; sending: waiting for `onSend`; counting: a code went out, wait. */
type Phase = 'ready' | 'sending' | 'counting';

const Root = styled.span<{ block: boolean }>`
  display: ${(p) => (p.block ? 'flex' : 'inline-flex')};
`;

const CodeButton = styled(Button)`
  /* Room for the longest text, so the countdown does not make the field jump. */
  min-width: 112px;
  font-variant-numeric: tabular-nums;
  &[aria-disabled='true'],
  &[aria-disabled='true']:hover {
    cursor: not-allowed;
    background: ${(p) => p.theme.color.disabledSurface};
    border-color: ${(p) => p.theme.color.border};
    color: ${(p) => p.theme.color.disabledText};
  }
`;

/**
 * The send-code button of the sign-in, register and reset forms: 获取验证码
 * ("Get code"); after a successful `onSend` it is disabled for `seconds`
 * (60) with the text "{seconds} 秒后重发" ("Resend in {seconds}s"), then reads
 * 重新获取 ("Retry"). Repeat presses within {@link SERVER_ACTION_GUARD_MS}
 * (500 ms) and presses while sending are ignored, so a double click sends
 * once. A failed send starts no countdown.
 *
 * While counting it stays focusable (`aria-disabled`, presses ignored), so a
 * keyboard user who pressed it keeps their place. Screen readers hear two
 * polite announcements, not one a second: when the code is sent ("验证码已
 * 发送，60 秒后可重新获取") and when a new one may be requested.
 * @see spec §4 Send-code button, §5 (server buttons debounced at 500 ms), §7 (sendCode and e-mail captcha calls start the countdown), §9 (countdown 60 s)
 */
export function SendCodeButton({
  onSend,
  seconds = SEND_CODE_COUNTDOWN_SECONDS,
  disabled = false,
  now = Date.now,
  variant = 'secondary',
  size = 'md',
  block = false,
}: SendCodeButtonProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('ready');
  // Whether a code has gone out before: the ready button then reads 重新获取.
  const [sentBefore, setSentBefore] = useState(false);
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  const [announcement, setAnnouncement] = useState<{ id: 'sendCodeButton.sent' | 'sendCodeButton.ready'; seconds: number } | null>(null);
  // A press that arrives before React has re-rendered with `sending` must not send twice.
  const running = useRef(false);
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  });

  useEffect(() => {
    if (phase !== 'counting') return;
    const timer = setInterval(() => {
      const next = secondsLeft(endsAt, clock.current());
      if (next > 0) {
        setLeft(next);
      } else {
        setPhase('ready');
        setAnnouncement({ id: 'sendCodeButton.ready', seconds: 0 });
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [phase, endsAt]);

  async function send() {
    if (running.current || phase !== 'ready' || disabled) return;
    running.current = true;
    setPhase('sending');
    let sent = false;
    try {
      sent = (await onSend()) !== false;
    } catch {
      // The owner reports the failure (spec §7: the server's message as an error).
    } finally {
      running.current = false;
    }
    if (!sent) {
      setPhase('ready');
      return;
    }
    setSentBefore(true);
    if (seconds <= 0) {
      setPhase('ready');
      return;
    }
    setEndsAt(clock.current() + seconds * 1000);
    setLeft(seconds);
    setPhase('counting');
    setAnnouncement({ id: 'sendCodeButton.sent', seconds });
  }

  const counting = phase === 'counting';
  const label = counting
    ? intl.formatMessage({ id: 'sendCodeButton.countdown' }, { seconds: left })
    : intl.formatMessage({ id: sentBefore ? 'sendCodeButton.retry' : 'sendCodeButton.send' });

  return (
    <Root block={block}>
      <CodeButton
        variant={variant}
        size={size}
        block={block}
        disabled={disabled && !counting}
        loading={phase === 'sending'}
        aria-disabled={counting || undefined}
        repeatGuardMs={SERVER_ACTION_GUARD_MS}
        onClick={send}
      >
        {label}
      </CodeButton>
      <VisuallyHidden role="status">
        {announcement && intl.formatMessage({ id: announcement.id }, { seconds: announcement.seconds })}
      </VisuallyHidden>
    </Root>
  );
}
