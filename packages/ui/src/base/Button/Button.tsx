import { css, keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { forwardRef, useRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { focusRing } from '../../theme/theme.ts';
import { createRepeatGuard } from './repeatGuard.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Spec §5: buttons that call the server ignore repeat presses for 500 ms. */
export const SERVER_ACTION_GUARD_MS = 500;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: brand red fill; secondary: red outline; ghost: grey outline; link: text only. */
  variant?: ButtonVariant;
  /** Heights: sm 28 px, md 36 px, lg 44 px. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores presses. */
  loading?: boolean;
  /** Full width of its container. */
  block?: boolean;
  /** At least this wide, px: a page's main action whose text is short (提交订单) should not look slight. */
  minWidth?: number;
  /** Presses within this many ms of the last one are ignored (use {@link SERVER_ACTION_GUARD_MS} for server calls). */
  repeatGuardMs?: number;
  icon?: ReactNode;
}

const heights: Record<ButtonSize, number> = { sm: 28, md: 36, lg: 44 };

function variantStyle(t: Theme, variant: ButtonVariant) {
  switch (variant) {
    case 'primary':
      return css`
        background: ${t.color.brand};
        color: ${t.color.onBrand};
        border-color: ${t.color.brand};
        &:hover:not(:disabled) {
          background: ${t.color.brandHover};
          border-color: ${t.color.brandHover};
        }
        &:active:not(:disabled) {
          background: ${t.color.brandActive};
        }
      `;
    case 'secondary':
      return css`
        background: ${t.color.surface};
        color: ${t.color.brand};
        border-color: ${t.color.brand};
        &:hover:not(:disabled) {
          background: ${t.color.brandSoft};
        }
      `;
    case 'ghost':
      return css`
        background: ${t.color.surface};
        color: ${t.color.text};
        border-color: ${t.color.borderStrong};
        &:hover:not(:disabled) {
          border-color: ${t.color.brand};
          color: ${t.color.brand};
        }
      `;
    case 'link':
      return css`
        background: transparent;
        color: ${t.color.brand};
        border-color: transparent;
        padding-inline: 0;
        &:hover:not(:disabled) {
          text-decoration: underline;
        }
      `;
  }
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Root = styled('button', {
  // `size` is a valid HTML attribute, but here it is only a style choice.
  shouldForwardProp: (prop) => prop !== 'size' && prop !== 'variant' && prop !== 'block' && prop !== 'minWidth',
})<{ variant: ButtonVariant; size: ButtonSize; block: boolean; minWidth?: number }>`
  display: ${(p) => (p.block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.block ? '100%' : 'auto')};
  min-width: ${(p) => (p.minWidth === undefined ? 'auto' : `${p.minWidth}px`)};
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]}px;
  height: ${(p) => heights[p.size]}px;
  padding: 0 ${(p) => (p.size === 'lg' ? p.theme.space[6] : p.theme.space[4])}px;
  border: 1px solid;
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => (p.size === 'lg' ? p.theme.font.size.lg : p.theme.font.size.md)}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${(p) => p.theme.motion.fast}ms,
    color ${(p) => p.theme.motion.fast}ms,
    border-color ${(p) => p.theme.motion.fast}ms;
  ${(p) => variantStyle(p.theme, p.variant)}
  &:disabled {
    cursor: not-allowed;
    background: ${(p) => (p.variant === 'link' ? 'transparent' : p.theme.color.disabledSurface)};
    border-color: ${(p) => (p.variant === 'link' ? 'transparent' : p.theme.color.border)};
    color: ${(p) => p.theme.color.disabledText};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${focusRing}
`;

/**
 * The mall's button. `loading` keeps it focusable but inert; `repeatGuardMs`
 * swallows double presses on actions that call the server (spec §5).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, block = false, minWidth, repeatGuardMs = 0, icon, children, onClick, type = 'button', disabled, ...rest },
  ref,
) {
  const guard = useRef<{ ms: number; allows: (time: number) => boolean } | null>(null);
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    if (repeatGuardMs > 0) {
      if (guard.current?.ms !== repeatGuardMs) guard.current = { ms: repeatGuardMs, allows: createRepeatGuard(repeatGuardMs) };
      if (!guard.current.allows(event.timeStamp || performance.now())) {
        event.preventDefault();
        return;
      }
    }
    onClick?.(event);
  }
  return (
    <Root
      ref={ref}
      type={type}
      variant={variant}
      size={size}
      block={block}
      minWidth={minWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden /> : icon}
      {children}
    </Root>
  );
});
