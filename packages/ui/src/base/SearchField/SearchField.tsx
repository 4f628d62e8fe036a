import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { focusRing } from '../../theme/theme.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useSearchText } from './useSearchText.ts';

/** Longest search text, characters (the goods and shop searches' `keyword`). */
export const SEARCH_FIELD_MAX_LENGTH = 64;

/**
 * `brand`: a red frame and a red 搜索 button with its text (the header).
 * `outline`: a grey frame and a red search icon button (inside a page: a
 * shop's search, a filter bar).
 */
export type SearchFieldVariant = 'brand' | 'outline';

export interface SearchFieldProps {
  /** The search to start with (e.g. the URL's); a new value replaces what is typed. */
  value?: string;
  /** Called with the trimmed text (may be '') on Enter or the button. */
  onSearch: (text: string) => void;
  /** The typed text, for a caller that also sets it (hot keyword chips); left out, the field keeps it. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** Names the box (a hidden label) and the `search` landmark. */
  label: string;
  placeholder?: string;
  /** The button's text (`brand`) or name (`outline`, where it shows an icon only). */
  submitLabel: string;
  /** Longest text, characters (default {@link SEARCH_FIELD_MAX_LENGTH}). */
  maxLength?: number;
  variant?: SearchFieldVariant;
  /** Height in px (default 40 for `brand`, 36 for `outline`). */
  height?: number;
  /** Width in px; left out, it fills its row. */
  width?: number;
  className?: string;
}

const Form = styled('form', { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'boxHeight' && prop !== 'boxWidth' })<{
  variant: SearchFieldVariant;
  boxHeight: number;
  boxWidth: number | undefined;
}>`
  display: flex;
  width: ${(p) => (p.boxWidth === undefined ? 'auto' : `${p.boxWidth}px`)};
  max-width: 100%;
  height: ${(p) => p.boxHeight}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  overflow: hidden;
  ${({ variant, theme: t }) =>
    variant === 'brand'
      ? css`
          border: 2px solid ${t.color.brand};
          &:focus-within {
            box-shadow: 0 0 0 2px ${t.color.focus};
          }
        `
      : css`
          border: 1px solid ${t.color.borderStrong};
          background: ${t.color.surface};
          &:focus-within {
            border-color: ${t.color.focus};
            box-shadow: 0 0 0 2px rgba(26, 115, 232, 0.15);
          }
        `}
`;

const Label = styled.label(visuallyHidden);

const Input = styled('input', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: SearchFieldVariant }>`
  flex: 1;
  min-width: 0;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 0;
  outline: 0;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => (p.variant === 'brand' ? p.theme.font.size.md : p.theme.font.size.sm)}px;
  &::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Submit = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: SearchFieldVariant }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]}px;
  border: 0;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  white-space: nowrap;
  cursor: pointer;
  ${({ variant, theme: t }) =>
    variant === 'brand'
      ? css`
          padding: 0 ${t.space[6]}px;
          font-size: ${t.font.size.lg}px;
          font-weight: ${t.font.weight.medium};
        `
      : css`
          width: 44px;
        `}
  &:hover {
    background: ${(p) => p.theme.color.brandHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-color: ${(p) => p.theme.color.onBrand};
    outline-offset: -4px;
  }
`;

/**
 * A search form: a `search` landmark holding a labelled search box and a red
 * submit button; Enter or the button calls `onSearch` with the text trimmed.
 * A new `value` from outside (the URL changed) replaces what is typed. The
 * one search box of the mall: the header's, a shop's, the shop filter's.
 * @see spec §2 Header (search text is trimmed), /merchant/merchant (search), /merchant/merchant_more (keywords)
 */
export function SearchField({
  value = '',
  onSearch,
  text,
  onTextChange,
  label,
  placeholder,
  submitLabel,
  maxLength = SEARCH_FIELD_MAX_LENGTH,
  variant = 'outline',
  height,
  width,
  className,
}: SearchFieldProps) {
  const id = useId();
  const [ownText, setOwnText] = useSearchText(value);
  const shown = text ?? ownText;
  const change = onTextChange ?? setOwnText;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(shown.trim());
  }

  return (
    <Form
      role="search"
      aria-label={label}
      variant={variant}
      boxHeight={height ?? (variant === 'brand' ? 40 : 36)}
      boxWidth={width}
      className={className}
      onSubmit={submit}
    >
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <Input
        id={`${id}-text`}
        type="search"
        variant={variant}
        value={shown}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(e) => change(e.target.value)}
      />
      {variant === 'brand' ? (
        <Submit type="submit" variant={variant}>
          <Search size={18} aria-hidden />
          {submitLabel}
        </Submit>
      ) : (
        <Submit type="submit" variant={variant} aria-label={submitLabel}>
          <Search size={18} aria-hidden />
        </Submit>
      )}
    </Form>
  );
}
