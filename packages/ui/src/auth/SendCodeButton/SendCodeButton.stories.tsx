import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SendCodeButton } from './SendCodeButton.tsx';

/** A clock the stories move by hand, so the countdown text is the same on every run. */
const clock = { ms: 0 };
const handClock = () => clock.ms;
/** A clock that never moves: the countdown stays on its first second. */
const frozenClock = () => 1_000_000;

/** Lets the 500 ms repeat guard (spec §5) pass, so a press after it counts. */
const afterRepeatGuard = () => new Promise((resolve) => setTimeout(resolve, 600));

const meta = {
  title: 'Auth / SendCodeButton',
  component: SendCodeButton,
  args: { onSend: fn(async (): Promise<boolean | void> => undefined) },
  // A form row of the sign-in dialog.
  decorators: [(Story) => <div style={{ width: 380, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof SendCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any code was asked for. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** While the server is asked the button is busy; further presses are ignored. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await afterRepeatGuard();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

/** A code went out: 60 s countdown, announced once; presses are ignored but focus stays. */
export const CountingDown: Story = {
  args: { now: frozenClock },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('60 秒后重发'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('验证码已发送，60 秒后可重新获取');
    await afterRepeatGuard();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent('60 秒后重发');
    button.blur();
  },
};

/** The countdown follows the clock to its end, then reads 重新获取; a press sends again and counts again. */
export const Retry: Story = {
  args: { now: handClock },
  play: async ({ canvas, args }) => {
    clock.ms = 1_000_000;
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('60 秒后重发'));
    clock.ms += 59_000;
    await waitFor(() => expect(button).toHaveTextContent('1 秒后重发'));
    // The status was set once, at the start, not every second.
    await expect(canvas.getByRole('status')).toHaveTextContent('验证码已发送，60 秒后可重新获取');
    clock.ms += 1_000;
    await waitFor(() => expect(button).toHaveTextContent('重新获取'));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('status')).toHaveTextContent('现在可以重新获取验证码');

    await afterRepeatGuard();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('60 秒后重发'));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    clock.ms += 60_000;
    await waitFor(() => expect(button).toHaveTextContent('重新获取'));
    button.blur();
  },
};

/** With the real clock: a 2-second countdown runs down and ends on 重新获取. */
export const ShortCountdownRealClock: Story = {
  args: { seconds: 2 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('2 秒后重发'));
    await waitFor(() => expect(button).toHaveTextContent('1 秒后重发'), { timeout: 2000 });
    await waitFor(() => expect(button).toHaveTextContent('重新获取'), { timeout: 2000 });
    await expect(button).not.toHaveAttribute('aria-disabled');
    button.blur();
  },
};

/** The server refused (the promise rejected): no countdown, the button can be pressed again. */
export const FailedSend: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('发送失败'))), now: frozenClock },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveTextContent('获取验证码');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await afterRepeatGuard();
    await userEvent.click(button);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    button.blur();
  },
};

/** A double click sends once (500 ms guard, spec §5); here `onSend` answers `false` (not sent), so only the guard stops the second press. */
export const Debounce: Story = {
  args: { onSend: fn(async (): Promise<boolean | void> => false), now: frozenClock },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent('获取验证码');
    await afterRepeatGuard();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    button.blur();
  },
};

/** Disabled by its form (no phone number yet): nothing is sent. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Full width, as under an e-mail field. */
export const Block: Story = {
  args: { block: true, variant: 'primary', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '获取验证码' }).getBoundingClientRect().width).toBe(340);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { now: handClock },
  play: async ({ canvas }) => {
    clock.ms = 5_000_000;
    const button = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Resend in 60s'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent. You can request a new one in 60 seconds.');
    clock.ms += 60_000;
    await waitFor(() => expect(button).toHaveTextContent('Retry'));
    await expect(canvas.getByRole('status')).toHaveTextContent('You can request a new code now.');
    clock.ms = 5_000_000;
    await afterRepeatGuard();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Resend in 60s'));
    button.blur();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { now: frozenClock },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Obtenir le code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Renvoyer dans 60 s'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Code envoyé. Vous pourrez en demander un nouveau dans 60 secondes.');
    button.blur();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { now: frozenClock },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'รับรหัสยืนยัน' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('ส่งใหม่ใน 60 วินาที'));
    await expect(canvas.getByRole('status')).toHaveTextContent('ส่งรหัสยืนยันแล้ว ขอรหัสใหม่ได้ใน 60 วินาที');
    button.blur();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { now: handClock },
  play: async ({ canvas }) => {
    clock.ms = 9_000_000;
    const button = canvas.getByRole('button', { name: 'ຮັບລະຫັດຢືນຢັນ' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('ສົ່ງໃໝ່ໃນ 60 ວິນາທີ'));
    clock.ms += 60_000;
    await waitFor(() => expect(button).toHaveTextContent('ຂໍລະຫັດອີກຄັ້ງ'));
    await expect(canvas.getByRole('status')).toHaveTextContent('ສາມາດຂໍລະຫັດຢືນຢັນໃໝ່ໄດ້ແລ້ວ');
    button.blur();
  },
};
