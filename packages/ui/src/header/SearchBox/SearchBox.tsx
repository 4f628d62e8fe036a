import styled from '@emotion/styled';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { TextButton } from '../headerParts.tsx';

/** How many hot keywords the header shows (spec §9). */
export const HEADER_KEYWORDS_SHOWN = 3;

/** Longest search text, characters. */
export const SEARCH_MAX_LENGTH = 64;

/** A hot search keyword (the API's `HotKeyword`). */
export interface HeaderKeyword {
  id: number;
  title: string;
}

export interface SearchBoxProps {
  /** Hot search keywords; only the first {@link HEADER_KEYWORDS_SHOWN} (3) are shown, as chips under the box. */
  keywords: HeaderKeyword[];
  /** Text to start with (e.g. the current search's `title`); a new value replaces what is typed. */
  value?: string;
  /** Called with the trimmed text (may be '') on Enter or 搜索, or with a chip's title. */
  onSearch: (text: string) => void;
  /** The small version of the fixed header: a 36 px box and no chips. */
  compact?: boolean;
  className?: string;
}

const Root = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  max-width: 600px;
  min-width: 0;
`;

const Form = styled.form<{ compact: boolean }>`
  display: flex;
  height: ${(p) => (p.compact ? 36 : 40)}px;
  border: 2px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.sm}px;
  overflow: hidden;
  &:focus-within {
    box-shadow: 0 0 0 2px ${(p) => p.theme.color.focus};
  }
`;

const Label = styled.label(visuallyHidden);

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 0;
  outline: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  &::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Submit = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  padding: 0 ${(p) => p.theme.space[6]}px;
  border: 0;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.lg}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.brandHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.onBrand};
    outline-offset: -4px;
  }
`;

const Keywords = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  button {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

/**
 * The mall's search form: a labelled search box (搜索商品) with a red 搜索
 * button — Enter or the button calls `onSearch` with the trimmed text — and
 * under it the first three hot keywords as chips that search for their title
 * (and put it in the box). Fills the row up to 600 px; `compact` drops the
 * chips for the fixed header. The caller places it (margins, alignment).
 * @see spec §2 Header (search text is trimmed; first three hot keywords), §9 (hot keywords shown 3)
 */
export function SearchBox({ keywords, value = '', onSearch, compact = false, className }: SearchBoxProps) {
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

  const shown = compact ? [] : keywords.slice(0, HEADER_KEYWORDS_SHOWN);

  return (
    <Root className={className}>
      <Form role="search" compact={compact} onSubmit={submit}>
        <Label htmlFor={`${id}-search`}>{intl.formatMessage({ id: 'searchBox.label' })}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={text}
          placeholder={intl.formatMessage({ id: 'searchBox.placeholder' })}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <Submit type="submit">
          <Search size={18} aria-hidden />
          {intl.formatMessage({ id: 'searchBox.submit' })}
        </Submit>
      </Form>
      {shown.length > 0 && (
        <Keywords role="group" aria-label={intl.formatMessage({ id: 'searchBox.hotKeywords' })}>
          {shown.map((k) => (
            <TextButton
              key={k.id}
              type="button"
              onClick={() => {
                setText(k.title);
                onSearch(k.title);
              }}
            >
              {k.title}
            </TextButton>
          ))}
        </Keywords>
      )}
    </Root>
  );
}
