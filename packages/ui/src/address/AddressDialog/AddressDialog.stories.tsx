import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { AddressDialog } from './AddressDialog.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Address / AddressDialog',
  parameters: { docs: docsInFrame },
  component: AddressDialog,
  tags: ['screenshot-viewport'],
  args: { open: true, mode: 'add', onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: '新增收货地址' }));
    await userEvent.type(dialog.getByLabelText(/^收货人/), '张伟');
    await userEvent.type(dialog.getByLabelText(/^手机号码/), '13800138000');
    await userEvent.type(dialog.getByLabelText(/^详细地址/), '广东省深圳市南山区科苑路 15 号');
    await userEvent.type(dialog.getByLabelText(/^邮政编码/), '518057');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ realName: '张伟', phone: '13800138000', postCode: '518057', countryCode: '86' }),
      ),
    );
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      realName: '李娜',
      phone: '13912345678',
      email: '',
      country: '中国',
      detail: '上海市浦东新区陆家嘴环路 1000 号恒生银行大厦 28 楼',
      postCode: '200120',
      isDefault: false,
    },
  },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: '编辑收货地址' }));
    await expect(dialog.getByLabelText(/^收货人/)).toHaveValue('李娜');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Validation messages inside the dialog. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: '新增收货地址' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请填写收货人姓名')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithServerErrors: Story = {
  args: {
    mode: 'edit',
    initialValues: { realName: '李娜', phone: '13912345678', detail: '上海市浦东新区陆家嘴环路 1000 号', postCode: '999999' },
    fieldErrors: [{ field: 'postCode', message: '邮政编码与所在地区不符' }],
  },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: '编辑收货地址' }));
    await expect(dialog.getByLabelText(/^邮政编码/)).toHaveAccessibleDescription('邮政编码与所在地区不符');
  },
};

/** Opened from a button, saved, and closed by the owner when the save succeeds. */
export const OpenSaveClose: Story = {
  args: { open: false },
  tags: ['!screenshot-viewport'],
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>新增收货地址</Button>
        <AddressDialog
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            await args.onSubmit(values);
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    const body = within(document.body);
    const dialog = within(body.getByRole('dialog', { name: '新增收货地址' }));
    await userEvent.type(dialog.getByLabelText(/^收货人/), '王芳');
    await userEvent.type(dialog.getByLabelText(/^手机号码/), '0812345678');
    await userEvent.type(dialog.getByLabelText(/^详细地址/), '曼谷是隆区是隆路 191 号');
    await userEvent.type(dialog.getByLabelText(/^邮政编码/), '10500');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: 'Ajouter une adresse de livraison' })).toBeVisible();
  },
};
