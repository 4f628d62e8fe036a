import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeaveMessageDialog } from './LeaveMessageDialog.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Floating / LeaveMessageDialog',
  parameters: { docs: docsInFrame },
  component: LeaveMessageDialog,
  tags: ['screenshot-viewport'],
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof LeaveMessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialog(name = '留言咨询') {
  return within(within(document.body).getByRole('dialog', { name }));
}

/** Just opened: three empty fields and the 0/500 counter; 取消 closes. */
export const Empty: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByLabelText(/^您的称呼/)).toHaveValue('');
    await expect(d.getByLabelText(/^留言内容/)).toHaveAccessibleDescription('0/500');
    await userEvent.click(d.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Submitting empty shows every required message; a bad contact is refused too. Nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await userEvent.click(d.getByRole('button', { name: '提交留言' }));
    await expect(await d.findByText('请填写您的称呼')).toBeVisible();
    await expect(d.getByText('请填写联系方式')).toBeVisible();
    await expect(d.getByText('请填写留言内容')).toBeVisible();
    await userEvent.type(d.getByLabelText(/^联系方式/), 'zhangwei@mail');
    await userEvent.tab();
    await expect(await d.findByText('请填写正确的手机号码或电子邮箱')).toBeVisible();
    await expect(d.getByLabelText(/^联系方式/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in with stray spaces: the counter follows the text and the values are sent trimmed. */
export const FilledSubmit: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await userEvent.type(d.getByLabelText(/^您的称呼/), '  张先生 ');
    await userEvent.type(d.getByLabelText(/^联系方式/), ' 138 0013 8000  ');
    await userEvent.type(d.getByLabelText(/^留言内容/), ' 订单 2024112012 什么时候发货？ ');
    await expect(d.getByLabelText(/^留言内容/)).toHaveAccessibleDescription('23/500');
    await userEvent.click(d.getByRole('button', { name: '提交留言' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '张先生',
        contact: '138 0013 8000',
        content: '订单 2024112012 什么时候发货？',
      }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While the message is being sent the button spins and further presses do nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = dialog();
    await userEvent.type(d.getByLabelText(/^您的称呼/), '李女士');
    await userEvent.type(d.getByLabelText(/^联系方式/), 'lina@example.com');
    await userEvent.type(d.getByLabelText(/^留言内容/), '想咨询一下企业采购的优惠政策。');
    const submit = d.getByRole('button', { name: '提交留言' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused some fields: its messages show at the fields (and above the buttons for others) until edited. */
export const ServerErrors: Story = {
  args: {
    fieldErrors: [
      { field: 'contact', message: '该联系方式今日留言次数已达上限' },
      { field: 'captcha', message: '操作过于频繁，请稍后再试' },
    ],
  },
  play: async () => {
    const d = dialog();
    const contact = d.getByLabelText(/^联系方式/);
    await expect(contact).toHaveAccessibleDescription('该联系方式今日留言次数已达上限');
    await expect(d.getByText('操作过于频繁，请稍后再试').closest('[role="alert"]')).toHaveTextContent('提交失败：');
    await userEvent.type(d.getByLabelText(/^您的称呼/), '王');
    await expect(contact).toHaveAccessibleDescription('该联系方式今日留言次数已达上限');
  },
};

/** Editing a refused field clears the server's message there. */
export const ServerErrorCleared: Story = {
  args: ServerErrors.args,
  play: async () => {
    const d = dialog();
    const contact = d.getByLabelText(/^联系方式/);
    await userEvent.type(contact, '13800138000');
    await expect(contact).not.toHaveAttribute('aria-invalid');
    await expect(d.queryByText('该联系方式今日留言次数已达上限')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const d = dialog('Leave a message');
    await userEvent.click(d.getByRole('button', { name: 'Send message' }));
    await expect(await d.findByText('Please enter your name')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async () => {
    const d = dialog('ຝາກຂໍ້ຄວາມ');
    await userEvent.type(d.getByLabelText(/^ຊື່ຂອງທ່ານ/), 'ສົມພອນ');
    await userEvent.click(d.getByRole('button', { name: 'ສົ່ງຂໍ້ຄວາມ' }));
    await expect(await d.findByText('ກະລຸນາປ້ອນຊ່ອງທາງຕິດຕໍ່')).toBeVisible();
  },
};
