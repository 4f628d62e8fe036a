import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { CountryPicker, type CountryPickerProps } from './CountryPicker.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

/** The box of the phone field the picker sits in. */
const fieldBox = { display: 'flex', alignItems: 'center', height: 40, padding: '0 8px', border: '1px solid #c9c9c9', borderRadius: 4 } as const;

/** The picker as it sits before the phone number, in the sign-in dialog's 380 px body; stories that draw their own frame set `parameters.frame: false`. */
const inPhoneField: Decorator = (Story, { parameters }) =>
  parameters.frame === false ? (
    <Story />
  ) : (
    <div style={{ width: 380, padding: 20, background: '#fff' }}>
      <div style={fieldBox}>
        <Story />
      </div>
    </div>
  );

const meta = {
  title: 'Auth / CountryPicker',
  parameters: { docs: docsInFrame },
  component: CountryPicker,
  args: { value: 'CN', onChange: fn() },
  decorators: [inPhoneField],
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picker that shows what was chosen, as a form holding it would. */
function Controlled(args: CountryPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CountryPicker
      {...args}
      value={value}
      onChange={(entry) => {
        setValue(entry.code);
        args.onChange(entry);
      }}
    />
  );
}

/** Waits until the flag images have loaded (their chunk loads on first use). */
async function flagsShown(element: HTMLElement) {
  await waitFor(() => expect(element.querySelector('img')).not.toBeNull());
  const images = Array.from(element.querySelectorAll('img'));
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
}

/** Closed: flag and +86 of China, the default (spec §9). */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '国家/地区区号：中国 +86' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await flagsShown(button);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Without a value it starts on China; another value shows that country. */
export const OtherCountry: Story = {
  args: { value: 'th' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '国家/地区区号：泰国 +66' });
    await flagsShown(button);
  },
};

/** Open: the search box takes focus; every country is listed (names in Chinese, pinyin order) and China, the current one, is marked and in view. */
export const Open: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '国家/地区区号：中国 +86' }));
    const panel = within(canvas.getByRole('dialog', { name: '选择国家/地区' }));
    const search = panel.getByRole('combobox', { name: '搜索国家/地区' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', '名称、代码或区号');
    const options = panel.getAllByRole('option');
    await expect(options).toHaveLength(245);
    await expect(options[0]).toHaveTextContent('阿尔巴尼亚');
    const china = panel.getByRole('option', { name: /^中国\s*\+86$/ });
    await expect(china).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', china.id);
    await expect(panel.getAllByRole('option', { selected: true })).toEqual([china]);
    await expect(china).toBeVisible();
    await flagsShown(china);
  },
};

/** Typing an ISO code (any case) finds its country. */
export const FilterByCode: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /中国/ }));
    await userEvent.keyboard('jp');
    const panel = within(canvas.getByRole('dialog'));
    await expect(panel.getAllByRole('option').map((o) => o.textContent)).toEqual(['日本+81']);
    await expect(panel.getByRole('status')).toHaveTextContent('找到 1 个国家/地区');
    await flagsShown(panel.getByRole('listbox'));
  },
};

/** Typing a dial code, with or without +, finds its country; a shared code lists its main country first. */
export const FilterByDialCode: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /中国/ }));
    await userEvent.keyboard('+66');
    const panel = within(canvas.getByRole('dialog'));
    await expect(panel.getAllByRole('option').map((o) => o.textContent)).toEqual(['泰国+66']);
    await userEvent.clear(panel.getByRole('combobox'));
    await userEvent.keyboard('44');
    const names = panel.getAllByRole('option').map((o) => o.textContent);
    await expect(names[0]).toBe('英国+44');
    await expect(names).toHaveLength(4);
    await flagsShown(panel.getByRole('listbox'));
  },
};

/** Typing part of a name in the interface language (here English, accents ignored) finds it. */
export const FilterByName: Story = {
  tags: ['screenshot-viewport'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Country dial code: People's Republic of China +86" }));
    await userEvent.keyboard('cote');
    const panel = within(canvas.getByRole('dialog', { name: 'Choose a country or region' }));
    await expect(panel.getAllByRole('option').map((o) => o.textContent)).toEqual(["Cote d'Ivoire+225"]);
    await userEvent.clear(panel.getByRole('combobox', { name: 'Search countries and regions' }));
    // Other names count too.
    await userEvent.keyboard('russia');
    await expect(panel.getAllByRole('option').map((o) => o.textContent)).toEqual(['Russian Federation+7']);
    await expect(panel.getByRole('status')).toHaveTextContent('1 country found');
    await flagsShown(panel.getByRole('listbox'));
  },
};

/** Typing a Chinese name finds the country whatever the interface language. */
export const FilterByChineseName: Story = {
  tags: ['screenshot-viewport'],
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Indicatif du pays : Chine +86' }));
    await userEvent.keyboard('法国');
    const panel = within(canvas.getByRole('dialog', { name: 'Choisir un pays ou une région' }));
    await expect(panel.getAllByRole('option').map((o) => o.textContent)).toEqual(['France+33']);
    await flagsShown(panel.getByRole('listbox'));
  },
};

/** Nothing matches: the no-match text, and no list. */
export const NoMatch: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /中国/ }));
    await userEvent.keyboard('atlantis');
    const panel = within(canvas.getByRole('dialog'));
    await expect(panel.queryByRole('listbox')).toBeNull();
    await expect(panel.getByRole('status')).toHaveTextContent('没有匹配的国家/地区');
    await expect(panel.getByText('没有匹配的国家/地区')).toBeVisible();
    await expect(panel.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await flagsShown(canvas.getByRole('button', { name: /中国/ }));
  },
};

/** A click on a row chooses it: the panel closes, focus returns to the button, which shows the new country. */
export const ChooseByMouse: Story = {
  render: Controlled,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /中国/ }));
    await userEvent.keyboard('日本');
    await userEvent.click(canvas.getByRole('option', { name: /^日本/ }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      code: 'JP',
      name: '日本',
      dialCode: 81,
      phoneFormat: '090-1234-5678',
      CNName: '日本',
      otherNames: [],
    });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const button = canvas.getByRole('button', { name: '国家/地区区号：日本 +81' });
    await expect(button).toHaveFocus();
    // Choosing the current country again only closes the panel.
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('option', { selected: true }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await flagsShown(button);
    button.blur();
  },
};

/** Keyboard: Enter opens, typing filters, arrows move (wrapping), Enter chooses; ArrowDown reopens and Escape closes without choosing. */
export const ChooseByKeyboard: Story = {
  render: Controlled,
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /People's Republic of China/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const search = canvas.getByRole('combobox', { name: 'Search countries and regions' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('in');
    // India's code first, then names starting "In", then names containing "in".
    const india = canvas.getByRole('option', { name: /^India/ });
    await expect(search).toHaveAttribute('aria-activedescendant', india.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /^Indonesia/ }).id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wrapped round to the last match.
    const options = canvas.getAllByRole('option');
    await expect(search).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'ID', dialCode: 62, CNName: '印尼' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const chosen = canvas.getByRole('button', { name: 'Country dial code: Indonesia +62' });
    await expect(chosen).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Indonesia+62');
    await userEvent.keyboard('x{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(chosen).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await flagsShown(chosen);
    chosen.blur();
  },
};

/** English: names in English, in English order; China is listed under its official name. */
export const English: Story = {
  tags: ['screenshot-viewport'],
  globals: { locale: 'en' },
  args: { value: 'GB' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Country dial code: United Kingdom +44' }));
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Afghanistan+93');
    await expect(options[1]).toHaveTextContent('Åland Islands+358');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('United Kingdom+44');
    await flagsShown(canvas.getByRole('option', { selected: true }));
  },
};

/** Thai: names and texts in Thai. */
export const Thai: Story = {
  tags: ['screenshot-viewport'],
  globals: { locale: 'th' },
  args: { value: 'TH' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'รหัสโทรศัพท์ประเทศ: ไทย +66' }));
    const panel = within(canvas.getByRole('dialog', { name: 'เลือกประเทศหรือภูมิภาค' }));
    await expect(panel.getByRole('combobox', { name: 'ค้นหาประเทศหรือภูมิภาค' })).toHaveFocus();
    await expect(panel.getByRole('option', { selected: true })).toHaveTextContent('ไทย+66');
    await expect(panel.getByRole('option', { name: /^ญี่ปุ่น/ })).toBeInTheDocument();
    await flagsShown(panel.getByRole('option', { selected: true }));
  },
};

/** Lao: names from Unicode CLDR (the ISO names package has no Lao), searched in Lao script. */
export const Lao: Story = {
  tags: ['screenshot-viewport'],
  globals: { locale: 'lao' },
  args: { value: 'LA' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ລະຫັດໂທປະເທດ: ລາວ +856' }));
    const panel = within(canvas.getByRole('dialog', { name: 'ເລືອກປະເທດ ຫຼື ພາກພື້ນ' }));
    await expect(panel.getByRole('option', { selected: true })).toHaveTextContent('ລາວ+856');
    await userEvent.keyboard('ໄທ');
    await expect(panel.getAllByRole('option')[0]).toHaveTextContent('ໄທ+66');
    await userEvent.clear(panel.getByRole('combobox', { name: 'ຄົ້ນຫາປະເທດ ຫຼື ພາກພື້ນ' }));
    await userEvent.keyboard('zz');
    await expect(panel.getByRole('status')).toHaveTextContent('ບໍ່ພົບປະເທດທີ່ກົງກັນ');
    await userEvent.clear(panel.getByRole('combobox'));
    await flagsShown(panel.getByRole('option', { selected: true }));
  },
};

/**
 * In the sign-in dialog: the panel overlays the dialog instead of being cut
 * off by its scrolling body, and Escape closes the panel, not the dialog.
 */
export const InDialog: Story = {
  tags: ['screenshot-viewport'],
  parameters: { frame: false },
  render: (args) => (
    <Dialog open title="账号登录" onClose={() => undefined} width={420}>
      <div style={fieldBox}>
        <CountryPicker {...args} />
      </div>
    </Dialog>
  ),
  play: async () => {
    const body = within(document.body);
    const dialog = body.getByRole('dialog', { name: '账号登录' });
    await userEvent.click(within(dialog).getByRole('button', { name: /中国/ }));
    const panel = within(dialog).getByRole('dialog', { name: '选择国家/地区' });
    const box = panel.getBoundingClientRect();
    const dialogBox = dialog.getBoundingClientRect();
    // Taller than the dialog, so it reaches past it (here above: no room below), yet is all in view and on top.
    await expect(box.height).toBeGreaterThan(dialogBox.height);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.elementFromPoint(box.left + 40, box.top + 20)?.closest('[role="dialog"]')).toBe(panel);
    await expect(document.elementFromPoint(box.left + 40, box.bottom - 20)?.closest('[role="dialog"]')).toBe(panel);
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).queryByRole('dialog', { name: '选择国家/地区' })).toBeNull();
    await expect(dialog).toHaveAttribute('open');
    await userEvent.click(within(dialog).getByRole('button', { name: /中国/ }));
    await flagsShown(within(dialog).getByRole('dialog', { name: '选择国家/地区' }));
  },
};
