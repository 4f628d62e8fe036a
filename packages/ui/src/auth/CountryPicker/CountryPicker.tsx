import styled from '@emotion/styled';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden, visuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { nextIndex } from '../../header/focusItems.ts';
import { usePopover } from '../../header/usePopover.ts';
import { localeOfTag } from '../../i18n/locales.ts';
import { focusRing } from '../../theme/theme.ts';
import { DEFAULT_COUNTRY, countryEntries, findCountry, type CountryEntry } from './countries.ts';
import { filterCountries } from './filterCountries.ts';
import { flagUrl, useCountryFlags, type FlagTable } from './useCountryFlags.ts';

export interface CountryPickerProps {
  /** ISO 3166-1 alpha-2 code of the chosen country, e.g. `'CN'` (the default: dial code 86, spec §9). An unknown code shows the default. */
  value?: string;
  /** Called with the chosen country's entry (not when the current one is chosen again). */
  onChange: (entry: CountryEntry) => void;
  /** Disables the trigger. */
  disabled?: boolean;
}

/** Gap between trigger and panel, px. */
const PANEL_GAP = 4;
/** Closest the panel comes to the window's edge, px. */
const WINDOW_MARGIN = 8;

const Root = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  height: 32px;
  padding: 0 ${(p) => p.theme.space[1]}px;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: none;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    color: ${(p) => p.theme.color.brand};
  }
  &:disabled {
    color: ${(p) => p.theme.color.disabledText};
    cursor: not-allowed;
  }
  > svg {
    flex: none;
    transition: transform ${(p) => p.theme.motion.fast}ms;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  ${focusRing}
`;

/** Placed by script next to the trigger; fixed, so the scrolling body of a dialog does not clip it. */
const Panel = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${(p) => p.theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  width: 320px;
  padding: ${(p) => p.theme.space[3]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: left;
`;

const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  height: 36px;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.textSubtle};
  &:focus-within {
    border-color: ${(p) => p.theme.color.focus};
    box-shadow: 0 0 0 2px rgba(26, 115, 232, 0.15);
  }
  > svg {
    flex: none;
  }
`;

const SearchLabel = styled.label(visuallyHidden);

const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  outline: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  &::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const List = styled.ul`
  /* The offset parent of the options, for scrolling the active one into view. */
  position: relative;
  max-height: 288px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  height: 36px;
  padding: 0 ${(p) => p.theme.space[2]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  &:hover,
  &[data-active='true'] {
    background: ${(p) => p.theme.color.page};
  }
  &[data-active='true'] {
    box-shadow: inset 2px 0 0 ${(p) => p.theme.color.focus};
  }
  &[aria-selected='true'] {
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const OptionName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const OptionDial = styled.span`
  flex: none;
  color: ${(p) => p.theme.color.textSubtle};
  font-variant-numeric: tabular-nums;
  [aria-selected='true'] > & {
    color: inherit;
  }
`;

/** Keeps the row's columns aligned whether or not it shows the check mark. */
const CheckSlot = styled.span`
  flex: none;
  display: inline-flex;
  width: 14px;
`;

const flagBox = `
  flex: none;
  width: 21px;
  height: 14px;
  border-radius: 2px;
  /* A hairline, so white flags (Japan) stand out from the white panel. */
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12);
`;

const FlagImage = styled.img`
  ${flagBox}
  display: block;
  object-fit: cover;
`;

const FlagPlaceholder = styled.span`
  ${flagBox}
  background: ${(p) => p.theme.color.border};
`;

/** The no-match text when nothing matches (visible), else the number of matches (screen readers only). */
const Status = styled.p<{ empty: boolean }>`
  margin: 0;
  padding: ${(p) => p.theme.space[4]}px 0;
  color: ${(p) => p.theme.color.textSubtle};
  text-align: center;
  ${(p) => (p.empty ? '' : visuallyHidden)}
`;

/** A flag, decorative (the name or the trigger's label says which country); a grey box until the flags have loaded. */
function Flag({ flags, code }: { flags: FlagTable | undefined; code: string }) {
  const url = flags && flagUrl(flags, code);
  return url ? <FlagImage src={url} alt="" width={21} height={14} /> : <FlagPlaceholder aria-hidden />;
}

/**
 * The country dial-code picker of the sign-in forms: a button showing the
 * chosen country's flag and `+<dial code>` (China, +86, by default) that
 * opens a panel with a search box and the list of every country with a dial
 * code (245, from {@link countryEntries}, names in the UI language, sorted
 * by name). Typing filters by any field but the example number (see
 * {@link filterCountries}): ISO code (`cn`), dial code (`86`, `+86`), name in
 * the UI language or Chinese name (`中国`), ignoring case; nothing found
 * shows 没有匹配的国家/地区. The chosen country is marked
 * (`aria-selected`, red, ✓).
 *
 * Keyboard (combobox with a list box): Enter, Space or ArrowDown on the
 * button open it with the search box focused and the chosen country active;
 * ArrowUp/ArrowDown move the active row (wrapping), Enter chooses it, Escape
 * closes and returns focus to the button, Tab leaves. A click on a row
 * chooses it; a press outside closes. Choosing closes and returns focus to
 * the button.
 *
 * The panel is `position: fixed` beside the button (below, or above when the
 * window has no room), so the scrolling body of the sign-in dialog does not
 * clip it. Flags are SVGs loaded as one chunk on first use (grey boxes until
 * then).
 * @see spec §2 Sign-in dialog (country dial-code picker), §2 Country picker, §3 Country entry, §9 (default dial code 86)
 */
export function CountryPicker({ value = DEFAULT_COUNTRY, onChange, disabled = false }: CountryPickerProps) {
  const intl = useIntl();
  const locale = localeOfTag(intl.locale);
  const entries = useMemo(() => countryEntries(locale), [locale]);
  const current = findCountry(value, locale) ?? (findCountry(DEFAULT_COUNTRY, locale) as CountryEntry);
  const flags = useCountryFlags();

  const [query, setQuery] = useState('');
  // The row the arrows have moved to; null: the chosen country, or the first match while searching.
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const popover = usePopover({
    hover: false,
    onClose: () => {
      setQuery('');
      setActiveCode(null);
    },
  });
  const { open, panelRef, panelId, triggerRef } = popover;
  const listRef = useRef<HTMLUListElement>(null);
  // Whether the list has been scrolled to the chosen country since the panel opened.
  const scrolledToCurrent = useRef(false);
  const id = useId();
  const listId = `${id}-list`;
  const searchId = `${id}-search`;
  const optionId = (code: string) => `${id}-option-${code}`;

  const results = useMemo(() => filterCountries(entries, query), [entries, query]);
  const active =
    results.find((entry) => entry.code === activeCode) ??
    (query === '' ? results.find((entry) => entry.code === current.code) : undefined) ??
    results[0];
  const activeId = open && active ? optionId(active.code) : undefined;

  function choose(entry: CountryEntry) {
    popover.hide(true);
    if (entry.code !== current.code) onChange(entry);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      popover.show('keyboard');
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // The picker sits in a form: Enter chooses here and never submits it.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = nextIndex(event.key, active ? results.indexOf(active) : -1, results.length);
      const entry = next === undefined ? undefined : results[next];
      if (entry) setActiveCode(entry.code);
    }
  }

  function onSearchChange(event: ChangeEvent<HTMLInputElement>) {
    setQuery(event.target.value);
    setActiveCode(null);
  }

  // Place the panel under the trigger, or above it when the window has no room below.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const panel = panelRef.current;
    if (!open || !trigger || !panel) return;
    function place() {
      if (!trigger || !panel) return;
      const box = trigger.getBoundingClientRect();
      const height = panel.offsetHeight;
      const fitsBelow = window.innerHeight - box.bottom - PANEL_GAP >= height;
      const fitsAbove = box.top - PANEL_GAP >= height;
      const top = fitsBelow || !fitsAbove ? box.bottom + PANEL_GAP : box.top - PANEL_GAP - height;
      const left = Math.max(WINDOW_MARGIN, Math.min(box.left, window.innerWidth - panel.offsetWidth - WINDOW_MARGIN));
      panel.style.top = `${Math.round(top)}px`;
      panel.style.left = `${Math.round(left)}px`;
    }
    place();
    window.addEventListener('resize', place);
    // Capture: a scroll of any ancestor (the dialog's body) moves the trigger.
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, triggerRef, panelRef, results.length]);

  // Keep the active row in view: centred when the panel opens, else scrolled just enough.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!open) {
      scrolledToCurrent.current = false;
      return;
    }
    const option = activeId ? document.getElementById(activeId) : null;
    if (!list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (!scrolledToCurrent.current) {
      list.scrollTop = top - (list.clientHeight - option.offsetHeight) / 2;
      scrolledToCurrent.current = true;
    } else if (top < list.scrollTop) {
      list.scrollTop = top;
    } else if (bottom > list.scrollTop + list.clientHeight) {
      list.scrollTop = bottom - list.clientHeight;
    }
  }, [open, activeId]);

  const hasResults = results.length > 0;

  return (
    <Root {...popover.rootProps}>
      <Trigger {...popover.triggerProps} aria-haspopup="dialog" disabled={disabled} onKeyDown={onTriggerKeyDown}>
        <VisuallyHidden>{intl.formatMessage({ id: 'countryPicker.trigger' }, { country: current.name })} </VisuallyHidden>
        <Flag flags={flags} code={current.code} />
        <span>+{current.dialCode}</span>
        <ChevronDown size={14} aria-hidden />
      </Trigger>
      {open && (
        <Panel
          ref={panelRef as Ref<HTMLDivElement>}
          id={panelId}
          role="dialog"
          aria-label={intl.formatMessage({ id: 'countryPicker.dialog' })}
        >
          <SearchBox>
            <SearchLabel htmlFor={searchId}>{intl.formatMessage({ id: 'countryPicker.search' })}</SearchLabel>
            <Search size={16} aria-hidden />
            <SearchInput
              id={searchId}
              type="text"
              placeholder={intl.formatMessage({ id: 'countryPicker.searchPlaceholder' })}
              value={query}
              onChange={onSearchChange}
              onKeyDown={onSearchKeyDown}
              // The panel exists to search: the box takes focus as it opens.
              autoFocus
              autoComplete="off"
              spellCheck={false}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={hasResults}
              aria-controls={hasResults ? listId : undefined}
              aria-activedescendant={activeId}
            />
          </SearchBox>
          {hasResults && (
            <List
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage({ id: 'countryPicker.list' })}
              // Rows are not focusable: a press on one must not take focus from the search box.
              onMouseDown={(event) => event.preventDefault()}
            >
              {results.map((entry) => {
                const selected = entry.code === current.code;
                return (
                  <Option
                    key={entry.code}
                    id={optionId(entry.code)}
                    role="option"
                    aria-selected={selected}
                    data-active={entry === active}
                    onClick={() => choose(entry)}
                  >
                    <Flag flags={flags} code={entry.code} />
                    <OptionName>{entry.name}</OptionName>
                    <OptionDial>+{entry.dialCode}</OptionDial>
                    <CheckSlot>{selected && <Check size={14} aria-hidden />}</CheckSlot>
                  </Option>
                );
              })}
            </List>
          )}
          <Status role="status" empty={!hasResults}>
            {!hasResults
              ? intl.formatMessage({ id: 'countryPicker.noMatch' })
              : query !== ''
                ? intl.formatMessage({ id: 'countryPicker.resultCount' }, { count: results.length })
                : null}
          </Status>
        </Panel>
      )}
    </Root>
  );
}
