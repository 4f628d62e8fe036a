import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { pickedFile } from '../../upload/fixtures.ts';
import { qualificationImages, settlementAgreement, settlementCategories, settlementTypes } from '../fixtures.ts';
import { SettlementForm, type SettlementFormProps } from './SettlementForm.tsx';

/** A clock that never moves: the countdown stays on its first second. */
const frozenClock = () => 1_000_000;

/** Lets the 500 ms repeat guard pass, so a second press counts. */
const afterRepeatGuard = () => new Promise((resolve) => setTimeout(resolve, 600));

/**
 * The page around the form: a picked file "uploads" at once (a picture
 * made in code takes its place) and a removed one goes. Every callback is
 * also reported to the story's spy.
 */
function Page(args: SettlementFormProps) {
  const [images, setImages] = useState(args.images);
  return (
    <SettlementForm
      {...args}
      images={images}
      onFiles={(files) => {
        args.onFiles(files);
        setImages((list) => [...list, ...files.map((file, i) => ({ url: fixtureImage(list.length + i, 900 + list.length + i, 600), name: file.name }))]);
      }}
      onRemove={(url) => {
        args.onRemove(url);
        setImages((list) => list.filter((image) => image.url !== url));
      }}
    />
  );
}

const meta = {
  title: 'Settlement / SettlementForm',
  component: SettlementForm,
  args: {
    categories: settlementCategories,
    types: settlementTypes,
    images: [],
    agreement: settlementAgreement,
    now: frozenClock,
    onFiles: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onDismiss: fn(),
    onSendCode: fn(async (): Promise<boolean | void> => undefined),
    onSubmit: fn(),
  },
  render: (args) => <Page {...args} />,
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof SettlementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Puts `text` in `field` at once (a paste): typing each key of a whole form is slow on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills every field but the pictures and the agreement, as a shopper would. */
async function fillFields(canvas: Canvas) {
  await fill(canvas.getByRole('textbox', { name: '商户名称' }), '悦享数码旗舰店');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '店铺类型' }), '旗舰店');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商户分类' }), '数码家电');
  await fill(canvas.getByRole('textbox', { name: '商户关键字' }), '手机,耳机');
  await fill(canvas.getByRole('textbox', { name: '商户地址' }), '深圳市南山区科技园 1 号');
  await fill(canvas.getByRole('textbox', { name: '联系人姓名' }), ' 王小明 ');
  await fill(canvas.getByRole('textbox', { name: '手机号' }), '138 1234 5678');
  await fill(canvas.getByRole('textbox', { name: '邮箱' }), 'shop@example.com');
  await fill(canvas.getByRole('textbox', { name: '验证码' }), '123456');
}

/** The empty form: the 15-working-day notice, the selects with their choices, nothing sent yet. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('提交申请后，平台将在约 15 个工作日内完成审核，请耐心等待。')).toBeVisible();
    await expect(within(canvas.getByRole('combobox', { name: '商户分类' })).getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: /资质图片/ })).toHaveTextContent('0/10');
    await expect(canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' })).not.toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every field filled, three pictures, the agreement ticked: the application is sent trimmed, ids as numbers. */
export const Submit: Story = {
  args: { images: qualificationImages },
  play: async ({ canvas, args }) => {
    await fillFields(canvas);
    await expect(canvas.getByText('手续费：5%')).toBeVisible();
    await expect(canvas.getByText(/需提供商标注册证书/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '悦享数码旗舰店',
        realName: '王小明',
        countryCode: '86',
        phone: '13812345678',
        email: 'shop@example.com',
        captcha: '123456',
        categoryId: 1,
        typeId: 1,
        keywords: '手机,耳机',
        address: '深圳市南山区科技园 1 号',
        qualificationPicture: qualificationImages.map((image) => image.url),
      }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Submitted empty: every rule's message (spec §5 Settlement), the company name focused; nothing sent. */
export const RequiredFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    const name = canvas.getByRole('textbox', { name: '商户名称' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('请输入商户名称');
    await expect(canvas.getByRole('textbox', { name: '联系人姓名' })).toHaveAccessibleDescription('请输入联系人姓名');
    await expect(canvas.getByRole('combobox', { name: '商户分类' })).toHaveAccessibleDescription('请选择商户分类');
    await expect(canvas.getByRole('combobox', { name: '店铺类型' })).toHaveAccessibleDescription('请选择店铺类型');
    await expect(canvas.getByRole('textbox', { name: '商户地址' })).toHaveAccessibleDescription('请输入商户地址');
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveAccessibleDescription('请输入邮箱');
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('请输入验证码');
    await expect(canvas.getByText('请上传资质图片')).toBeVisible();
    await expect(canvas.getByText('请阅读并勾选商户入驻协议')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A malformed e-mail, a code with a symbol, a phone that is not a number of China, a name too long. */
export const InvalidFields: Story = {
  play: async ({ canvas }) => {
    await fill(canvas.getByRole('textbox', { name: '商户名称' }), 'A'.repeat(51));
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'shop@example');
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '12-34');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '12345');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '商户名称' })).toHaveAccessibleDescription('不能超过 50 个字符');
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveAccessibleDescription('请输入正确的邮箱');
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('请输入 6 位数字验证码');
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(/请输入有效的手机号/);
  },
};

/** Everything but the pictures: their message on the field, its add tile focused; nothing sent. */
export const NoPictures: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillFields(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('请上传资质图片')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '上传图片' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A picture uploaded clears the message.
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, [pickedFile('licence.jpg')]);
    await waitFor(() => expect(canvas.queryByText('请上传资质图片')).toBeNull());
  },
};

/** A picture still uploading on submit: the form waits for it. */
export const PicturesUploading: Story = {
  args: { images: qualificationImages.slice(0, 1), pending: [{ id: 'u1', name: 'licence-2.jpg', progress: 40 }] },
  play: async ({ canvas, args }) => {
    await fillFields(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('图片还在上传中，请稍候')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything but the agreement: its message, the box focused; ticking it clears the message. */
export const AgreementNotAccepted: Story = {
  args: { images: qualificationImages },
  play: async ({ canvas, args }) => {
    await fillFields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAccessibleDescription('请阅读并勾选商户入驻协议');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(box);
    await waitFor(() => expect(canvas.queryByText('请阅读并勾选商户入驻协议')).toBeNull());
  },
};

/** The agreement link opens its dialog with the operator's text; 同意协议 ticks the box and closes it. */
export const AgreementDialogOpens: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '《商户入驻协议》' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '商户入驻协议' });
    await expect(await within(dialog).findByText('您提交的公司信息与资质证明真实、有效。')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '同意协议' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' })).toBeChecked();
  },
};

/** The agreement still loading: the dialog shows placeholders and cannot be accepted yet. */
export const AgreementLoading: Story = {
  args: { agreement: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '《商户入驻协议》' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '商户入驻协议' });
    await expect(within(dialog).getByRole('region', { name: '协议加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: '同意协议' })).toBeDisabled();
  },
};

/** 获取验证码 with a valid e-mail: the code is asked for that address and the 60 s countdown starts. */
export const SendCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), ' shop@example.com ');
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('60 秒后重发'));
    await expect(args.onSendCode).toHaveBeenCalledWith('shop@example.com');
    await afterRepeatGuard();
    await userEvent.click(button);
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

/** 获取验证码 without a valid e-mail: the e-mail's message, nothing asked, no countdown. */
export const SendCodeWithoutEmail: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await expect(await canvas.findByText('请输入邮箱')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'shop@');
    await afterRepeatGuard();
    await userEvent.click(button);
    await expect(await canvas.findByText('请输入正确的邮箱')).toBeVisible();
    await expect(button).toHaveTextContent('获取验证码');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Pictures picked go to the page; a GIF is refused before upload; a picture can be removed. */
export const Upload: Story = {
  args: { images: qualificationImages.slice(0, 2) },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const good = pickedFile('licence.png', 'image/png');
    await userEvent.upload(input, [good, pickedFile('anim.gif', 'image/gif')], { applyAccept: false });
    await expect(args.onFiles).toHaveBeenCalledWith([good]);
    await expect(canvas.getByRole('group', { name: /资质图片/ })).toHaveTextContent('3/10');
    await expect(canvas.getByText(/anim\.gif/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 1 张图片' }));
    await expect(args.onRemove).toHaveBeenCalledWith(qualificationImages[0]!.url);
    await expect(canvas.getByRole('group', { name: /资质图片/ })).toHaveTextContent('2/10');
  },
};

/** Ten pictures: the field is full, the add tile gone. */
export const PicturesFull: Story = {
  args: {
    // Widths differ so every URL does too (the colours repeat every six seeds).
    images: Array.from({ length: 10 }, (_, i) => ({ url: fixtureImage(i, 800 + i, 600), thumbUrl: fixtureImage(i, 176) })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /资质图片/ })).toHaveTextContent('10/10');
    await expect(canvas.queryByRole('button', { name: '上传图片' })).toBeNull();
  },
};

/** Editing a pending application: its values filled in, 保存修改; the agreement must be ticked again. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    images: qualificationImages,
    initialValues: {
      name: '悦享数码旗舰店',
      realName: '王小明',
      phone: '13812345678',
      email: 'shop@example.com',
      categoryId: '2',
      typeId: '2',
      keywords: '手机,耳机',
      address: '深圳市南山区科技园 1 号',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '商户名称' })).toHaveValue('悦享数码旗舰店');
    await expect(canvas.getByRole('combobox', { name: '商户分类' })).toHaveValue('2');
    await expect(canvas.getByText('手续费：8.5%')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '654321');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ categoryId: 2, typeId: 2, captcha: '654321' })));
  },
};

/** Resubmitting a failed application, refused again by the server: its message above the button. */
export const ResubmitRefused: Story = {
  args: {
    mode: 'resubmit',
    images: qualificationImages.slice(0, 1),
    initialValues: { name: '鲜果时光', realName: '王小明', email: 'shop@example.com', categoryId: '3', typeId: '3', address: '深圳市福田区' },
    submitError: '验证码错误或已过期',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新提交' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误或已过期');
  },
};

/** While the application is being sent the button spins and a second press sends nothing. */
export const Submitting: Story = {
  args: { images: qualificationImages, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await fillFields(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' }));
    const submit = canvas.getByRole('button', { name: '提交申请' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await afterRepeatGuard();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    submit.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/about 15 working days/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Merchant category' }), '3');
    await expect(canvas.getByText('Handling fee: 12.5%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit application' }));
    await expect(await canvas.findByText('Please fill in the company name')).toBeVisible();
    await expect(canvas.getByText('Please upload your qualification pictures')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande' }));
    await expect(await canvas.findByText('Indiquez le nom de l’entreprise')).toBeVisible();
    await expect(canvas.getByText('Lisez et acceptez le contrat d’ouverture de boutique')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ส่งใบสมัคร' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'ฉันได้อ่านและยอมรับข้อตกลงการเข้าร่วมเป็นร้านค้า' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ສົ່ງໃບສະໝັກ' })).toBeVisible();
    await expect(canvas.getByText(/15 ວັນເຮັດວຽກ/)).toBeVisible();
  },
};
