import styled from '@emotion/styled';
import { Check, ChevronDown, Globe } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, LOCALE_NAMES, languageTag, type Locale } from '../../i18n/locales.ts';
import { focusRing } from '../../theme/theme.ts';
import { moveFocus } from '../focusItems.ts';
import { DropdownPanel, DropdownRoot, TopTrigger, VisuallyHidden } from '../headerParts.tsx';
import { usePopover } from '../usePopover.ts';

export interface LanguageSwitchProps {
  /** The language the mall is shown in. */
  value: Locale;
  /** Called with the chosen language (not when the current one is chosen again). */
  onChange: (locale: Locale) => void;
}

const Menu = styled(DropdownPanel)`
  min-width: 140px;
  margin: 0;
  list-style: none;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]}px;
  width: 100%;
  padding: 6px ${(p) => p.theme.space[4]}px;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.color.page};
  }
  &[aria-checked='true'] {
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/**
 * The language switch of the top bar: a menu button showing the current
 * language (globe icon + its name) that opens, on hover or click, a menu of
 * the five languages of the mall (zh-CN, en, fr, th, lao), each named in
 * itself (`LOCALE_NAMES`, with its `lang` so screen readers pronounce it);
 * the current one is checked (red, bold, ✓). Keyboard: Enter, Space or
 * ArrowDown open it on the current language, ArrowUp on the last; in the
 * menu ArrowUp/ArrowDown/Home/End move, Enter or Space choose, Escape closes
 * and Tab leaves. Choosing closes it and returns focus to the button.
 * @see spec §2 Header (language switch: zh-CN, en, fr, th, lao), §1
 */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  const intl = useIntl();
  const popover = usePopover({ clickFocus: 'checked' });
  const { open, panelRef, panelId } = popover;

  function choose(locale: Locale) {
    popover.hide(true);
    if (locale !== value) onChange(locale);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      popover.show('keyboard', 'checked');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      popover.show('keyboard', 'last');
    }
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLButtonElement>, locale: Locale) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(locale);
    } else if (event.key === 'Tab') {
      popover.hide();
    } else if (moveFocus(panelRef.current, event.key)) {
      event.preventDefault();
    }
  }

  return (
    <DropdownRoot {...popover.rootProps}>
      <TopTrigger {...popover.triggerProps} aria-haspopup="menu" onKeyDown={onTriggerKeyDown}>
        <Globe size={14} aria-hidden />
        <VisuallyHidden>{intl.formatMessage({ id: 'languageSwitch.label' })}</VisuallyHidden>
        <span lang={languageTag(value)}>{LOCALE_NAMES[value]}</span>
        <ChevronDown size={12} aria-hidden />
      </TopTrigger>
      {open && (
        <Menu
          as="ul"
          ref={panelRef as Ref<HTMLDivElement>}
          id={panelId}
          role="menu"
          align="end"
          aria-label={intl.formatMessage({ id: 'languageSwitch.menu' })}
        >
          {LOCALES.map((locale) => (
            <li key={locale} role="none">
              <Item
                type="button"
                role="menuitemradio"
                aria-checked={locale === value}
                tabIndex={-1}
                onClick={() => choose(locale)}
                onKeyDown={(event) => onItemKeyDown(event, locale)}
              >
                <span lang={languageTag(locale)}>{LOCALE_NAMES[locale]}</span>
                {locale === value && <Check size={14} aria-hidden />}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </DropdownRoot>
  );
}
