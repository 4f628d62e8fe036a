import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { inTopBar } from '../fixtures/frames.tsx';

const meta = {
  title: 'Header / LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'zh-CN', onChange: fn() },
  decorators: [inTopBar],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current language's own name. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '语言 简体中文' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** A click opens the menu of the five languages, each in its own script with its `lang`; the current one is checked. Choosing one calls onChange. */
export const ChooseByMouse: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '语言 简体中文' }));
    const menu = within(canvas.getByRole('menu', { name: '选择语言' }));
    const items = menu.getAllByRole('menuitemradio');
    await expect(items.map((i) => i.textContent)).toEqual(['简体中文', 'English', 'Français', 'ไทย', 'ລາວ']);
    await expect(items.map((i) => i.querySelector('[lang]')?.getAttribute('lang'))).toEqual(['zh-CN', 'en', 'fr', 'th', 'lo']);
    await expect(menu.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Français' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: '语言 简体中文' })).toHaveFocus();
  },
};

/** Keyboard: Enter opens on the current language, arrows move, Enter chooses; Escape closes without choosing. */
export const ChooseByKeyboard: Story = {
  args: { value: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Language: English' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'ไทย' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps from the last to the first.
    await expect(canvas.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitemradio', { name: 'ລາວ' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('th');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Choosing the current language again only closes the menu. */
export const SameLanguage: Story = {
  args: { value: 'th' },
  globals: { locale: 'th' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ภาษา: ไทย' }));
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'ไทย' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Hovering opens it; moving away closes it after a short delay. */
export const OpenOnHover: Story = {
  tags: ['screenshot-viewport'],
  args: { value: 'lao' },
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'ພາສາ: ລາວ' });
    await userEvent.hover(button);
    await expect(canvas.getByRole('menu', { name: 'ເລືອກພາສາ' })).toBeVisible();
    await expect(canvas.getByRole('menuitemradio', { name: 'ລາວ' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await userEvent.hover(button);
  },
};
