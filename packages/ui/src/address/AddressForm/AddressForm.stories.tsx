import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AddressForm } from './AddressForm.tsx';

const meta = {
  title: 'Address / AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 600, padding: 20, background: '#fff', borderRadius: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: saving at once shows the four required-field messages (spec §5) and sends nothing. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^国家\/地区/)).toHaveValue('中国');
    await expect(canvas.getByText('+86')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请填写收货人姓名')).toBeVisible();
    await expect(canvas.getByText('请填写手机号码')).toBeVisible();
    await expect(canvas.getByText('请填写详细地址')).toBeVisible();
    await expect(canvas.getByText('请填写邮政编码')).toBeVisible();
    await expect(canvas.getByLabelText(/^收货人/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filling every field sends trimmed values with the dial code. */
export const FillAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^收货人/), ' 张伟 ');
    await userEvent.type(canvas.getByLabelText(/^手机号码/), '13800138000');
    await userEvent.type(canvas.getByLabelText(/^邮箱/), 'zhang.wei@example.com');
    await userEvent.type(canvas.getByLabelText(/^详细地址/), '广东省深圳市南山区科苑路 15 号');
    await userEvent.type(canvas.getByLabelText(/^邮政编码/), '518057');
    await userEvent.click(canvas.getByRole('checkbox', { name: '设为默认地址' }));
    await expect(canvas.getByText('17/500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        realName: '张伟',
        phone: '13800138000',
        countryCode: '86',
        email: 'zhang.wei@example.com',
        country: '中国',
        detail: '广东省深圳市南山区科苑路 15 号',
        postCode: '518057',
        isDefault: true,
      }),
    );
  },
};

/** Wrong formats are reported when leaving the field. */
export const InvalidFormats: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^手机号码/), '138-0013');
    await userEvent.type(canvas.getByLabelText(/^邮箱/), 'zhang.wei@');
    await userEvent.type(canvas.getByLabelText(/^邮政编码/), '5#');
    await userEvent.tab();
    await expect(await canvas.findByText('手机号码应为 5–15 位数字')).toBeVisible();
    await expect(canvas.getByText('请输入正确的邮箱地址')).toBeVisible();
    await expect(canvas.getByText('邮政编码应为 2–12 位字母或数字')).toBeVisible();
    await expect(canvas.getByLabelText(/^邮箱/)).toHaveAccessibleDescription('请输入正确的邮箱地址');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing an existing address with another dial code. */
export const Editing: Story = {
  args: {
    initialValues: {
      realName: '王芳',
      phone: '0812345678',
      countryCode: '66',
      email: 'wang.fang@example.co.th',
      country: '泰国',
      detail: '曼谷是隆区是隆路 191 号 Silom Complex 15 楼',
      postCode: '10500',
      isDefault: true,
    },
    submitLabel: '保存修改',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('+66')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '设为默认地址' })).toBeChecked();
    const postCode = canvas.getByLabelText(/^邮政编码/);
    await userEvent.clear(postCode);
    await userEvent.type(postCode, '10110');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ countryCode: '66', postCode: '10110', isDefault: true })),
    );
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** While the save request runs the button spins and ignores presses. */
export const Submitting: Story = {
  args: {
    initialValues: {
      realName: '李娜',
      phone: '13912345678',
      detail: '上海市浦东新区陆家嘴环路 1000 号',
      postCode: '200120',
    },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Errors from the server's 400 answer sit at their fields until the field is edited. */
export const ServerErrors: Story = {
  args: {
    initialValues: {
      realName: '李娜',
      phone: '13912345678',
      detail: '上海市浦东新区陆家嘴环路 1000 号',
      postCode: '999999',
    },
    fieldErrors: [
      { field: 'postCode', message: '邮政编码与所在地区不符' },
      { field: 'addressId', message: '地址数量已达上限（20 个）' },
    ],
  },
  play: async ({ canvas }) => {
    const postCode = canvas.getByLabelText(/^邮政编码/);
    await expect(postCode).toHaveAccessibleDescription('邮政编码与所在地区不符');
    await expect(canvas.getByText('地址数量已达上限（20 个）')).toBeVisible();
    await userEvent.type(postCode, '1');
    await expect(canvas.queryByText('邮政编码与所在地区不符')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please fill in the name')).toBeVisible();
    await expect(canvas.getByText('Please fill in the detailed address')).toBeVisible();
    await expect(canvas.getByText('Please fill in the post code')).toBeVisible();
    await expect(canvas.getByText('Please fill in the phone')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ບັນທຶກ' }));
    await expect(await canvas.findByText('ກະລຸນາປ້ອນຊື່')).toBeVisible();
  },
};
