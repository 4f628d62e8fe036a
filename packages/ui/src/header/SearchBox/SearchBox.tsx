import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { SEARCH_FIELD_MAX_LENGTH, SearchField } from '../../base/SearchField/SearchField.tsx';
import { useSearchText } from '../../base/SearchField/useSearchText.ts';
import { TextButton } from '../headerParts.tsx';

/** How many hot keywords the header shows (spec §9). */
export const HEADER_KEYWORDS_SHOWN = 3;

/** Longest search text, characters. */
export const SEARCH_MAX_LENGTH = SEARCH_FIELD_MAX_LENGTH;

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
 * button ({@link SearchField}, `brand`) — Enter or the button calls
 * `onSearch` with the trimmed text — and
 * under it the first three hot keywords as chips that search for their title
 * (and put it in the box). Fills the row up to 600 px; `compact` drops the
 * chips for the fixed header. The caller places it (margins, alignment).
 * @see spec §2 Header (search text is trimmed; first three hot keywords), §9 (hot keywords shown 3)
 */
export function SearchBox({ keywords, value = '', onSearch, compact = false, className }: SearchBoxProps) {
  const intl = useIntl();
  const [text, setText] = useSearchText(value);
  const shown = compact ? [] : keywords.slice(0, HEADER_KEYWORDS_SHOWN);

  return (
    <Root className={className}>
      <SearchField
        variant="brand"
        height={compact ? 36 : 40}
        text={text}
        onTextChange={setText}
        onSearch={onSearch}
        label={intl.formatMessage({ id: 'searchBox.label' })}
        placeholder={intl.formatMessage({ id: 'searchBox.placeholder' })}
        submitLabel={intl.formatMessage({ id: 'searchBox.submit' })}
        maxLength={SEARCH_MAX_LENGTH}
      />
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
