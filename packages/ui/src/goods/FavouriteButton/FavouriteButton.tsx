import styled from '@emotion/styled';
import { Heart } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';

export interface FavouriteButtonProps {
  /** The shopper keeps this goods item (the detail's `userCollect`). */
  favourite: boolean;
  /** Pressed: called with the state asked for (true to keep it, false to let it go). */
  onChange: (next: boolean) => void;
  /** The call is running: spinner, presses ignored. */
  busy?: boolean;
  /** How many shoppers keep it; shown after the label when given. */
  count?: number;
}

const Toggle = styled(Button)`
  svg {
    flex: none;
  }
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.color.brand};
    border-color: ${(p) => p.theme.color.brand};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

const Count = styled.span`
  font-weight: ${(p) => p.theme.font.weight.regular};
  color: ${(p) => p.theme.color.textSubtle};
  font-variant-numeric: tabular-nums;
`;

/**
 * The goods detail's favourite toggle: a heart with 收藏, or a filled red
 * heart with 已收藏 once kept; a toggle button (`aria-pressed`) whose press
 * asks for the other state through `onChange`. Repeat presses within
 * {@link SERVER_ACTION_GUARD_MS} are ignored; `busy` shows a spinner. With
 * `count`, the number of shoppers keeping it follows the label.
 * @see spec §2 (goods detail: favourite), §5 (500 ms debounce); crmeb-api §3 /goods_detail (collect add/cancel), §4.12
 */
export function FavouriteButton({ favourite, onChange, busy = false, count }: FavouriteButtonProps) {
  const intl = useIntl();
  return (
    <Toggle
      variant="ghost"
      aria-pressed={favourite}
      loading={busy}
      repeatGuardMs={SERVER_ACTION_GUARD_MS}
      icon={<Heart size={18} aria-hidden />}
      onClick={() => onChange(!favourite)}
    >
      {intl.formatMessage({ id: favourite ? 'favouriteButton.added' : 'favouriteButton.add' })}
      {count !== undefined && (
        <Count>{intl.formatMessage({ id: 'favouriteButton.count' }, { count })}</Count>
      )}
    </Toggle>
  );
}
