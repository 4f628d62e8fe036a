import styled from '@emotion/styled';
import { Check, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';

export interface FollowShopButtonProps {
  /** The shopper follows the shop (`isCollect`). */
  followed: boolean;
  /** Pressed: called with the state asked for (`true` follow, `false` unfollow). */
  onFollowChange: (next: boolean) => void;
  /** The follow or unfollow call is running: a spinner, presses ignored. */
  busy?: boolean;
  className?: string;
}

const Toggle = styled(Button)`
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/**
 * 关注 / 已关注: a toggle button (`aria-pressed`) that asks to follow a shop
 * or to stop following it. Red with a plus until followed, then grey with a
 * tick. Presses within {@link SERVER_ACTION_GUARD_MS} of the last are
 * ignored, and so are presses while `busy` (a spinner), so one press makes
 * one call (spec §5).
 * @see spec §3 Merchant/shop (follow status), §5; crmeb-api §4.12 `collect/merchant`, `collect/cancel/merchant`
 */
export function FollowShopButton({ followed, onFollowChange, busy = false, className }: FollowShopButtonProps) {
  const intl = useIntl();
  return (
    <Toggle
      className={className}
      variant={followed ? 'ghost' : 'primary'}
      aria-pressed={followed}
      loading={busy}
      repeatGuardMs={SERVER_ACTION_GUARD_MS}
      icon={followed ? <Check size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
      onClick={() => onFollowChange(!followed)}
    >
      {intl.formatMessage({ id: followed ? 'followShopButton.followed' : 'followShopButton.follow' })}
    </Toggle>
  );
}
