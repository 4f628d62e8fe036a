import styled from '@emotion/styled';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { focusRing } from '../../theme/theme.ts';

/** Longest search text, characters (the goods list query's `keyword`). */
export const SHOP_SEARCH_MAX_LENGTH = 64;

export interface ShopSearchBoxProps {
  /** Text to start with (the shop page's `search`); a new value replaces what is typed. */
  value?: string;
  /** Called with the trimmed text (may be '': every goods of the shop) on Enter or the button. */
  onSearch: (keyword: string) => void;
  /** Width in px (default 280). */
  width?: number;
}

const Form = styled.form<{ boxWidth: number }>`
  display: flex;
  width: ${(p) => p.boxWidth}px;
  max-width: 100%;
  height: 36px;
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
  &:focus-within {
    border-color: ${(p) => p.theme.color.focus};
    box-shadow: 0 0 0 2px rgba(26, 115, 232, 0.15);
  }
`;

const Label = styled.label(visuallyHidden);

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 0;
  outline: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  &::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Submit = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  border: 0;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.brandHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -4px;
    outline-color: ${(p) => p.theme.color.onBrand};
  }
`;

/**
 * Search inside one shop: a labelled search box (在本店搜索) and a search
 * button; Enter or the button calls `onSearch` with the trimmed text. A
 * `search` landmark of its own.
 * @see spec §2 /merchant/merchant (search); crmeb-api §3 /merchant/merchant/category (keyword)
 */
export function ShopSearchBox({ value = '', onSearch, width = 280 }: ShopSearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  // A new search from outside (the URL changed) replaces what is typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <Form role="search" boxWidth={width} onSubmit={submit} aria-label={intl.formatMessage({ id: 'shopSearchBox.label' })}>
      <Label htmlFor={`${id}-keyword`}>{intl.formatMessage({ id: 'shopSearchBox.label' })}</Label>
      <Input
        id={`${id}-keyword`}
        type="search"
        value={text}
        placeholder={intl.formatMessage({ id: 'shopSearchBox.placeholder' })}
        maxLength={SHOP_SEARCH_MAX_LENGTH}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <Submit type="submit" aria-label={intl.formatMessage({ id: 'shopSearchBox.submit' })}>
        <Search size={18} aria-hidden />
      </Submit>
    </Form>
  );
}
