import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { allSignInMethods, bareSignInMethods, bareUser, pickedPng, profileUser } from '../fixtures.ts';
import { UserInfoForm } from './UserInfoForm.tsx';

const NEW_AVATAR = fixtureImage(4, 160);

const meta = {
  title: 'Profile / UserInfoForm',
  component: UserInfoForm,
  args: {
    user: profileUser,
    signInMethods: allSignInMethods,
    onUploadAvatar: fn(async () => NEW_AVATAR),
    onSubmit: fn(),
    onChangePhone: fn(),
    onChangeEmail: fn(),
    onChangePassword: fn(),
  },
  // The content column of the account pages.
  decorators: [(Story) => <div style={{ width: 760, padding: 24, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof UserInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden file input behind 更换头像. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Picks a PNG and waits for the crop dialog to show it. */
async function pickAndCrop(canvasElement: HTMLElement) {
  await userEvent.upload(fileInput(canvasElement), await pickedPng());
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '裁剪头像' });
  await within(dialog).findByRole('group', { name: '裁剪区域' });
  return dialog;
}

/** Phone and email masked, the password set, every way of signing in with its state. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '头像' })).toHaveAttribute('src', profileUser.avatar);
    await expect(canvas.getByLabelText('昵称')).toHaveValue('小明');
    await expect(canvas.getByText('+86 138****5678')).toBeVisible();
    await expect(canvas.getByText('x***@example.com')).toBeVisible();
    await expect(canvas.queryByText('13812345678')).toBeNull();
    await expect(canvas.getByText('已设置')).toBeVisible();
    const methods = within(canvas.getByRole('region', { name: '登录方式' })).getAllByRole('listitem');
    await expect(methods.map((item) => item.textContent)).toEqual([
      '密码登录已绑定',
      '手机号登录已绑定',
      '邮箱登录已绑定',
      'Google未绑定',
      'Facebook已绑定',
      'Twitter未绑定',
    ]);
  },
};

/** Nothing bound: 未绑定 with 绑定 buttons, no password, the placeholder avatar. */
export const NothingBound: Story = {
  args: { user: bareUser, signInMethods: bareSignInMethods },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('未绑定').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText('未设置')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '绑定 手机号' }));
    await expect(args.onChangePhone).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '绑定 邮箱' }));
    await expect(args.onChangeEmail).toHaveBeenCalledTimes(1);
  },
};

/** 修改 beside phone and email and 修改密码 open their dialogs (the page's). */
export const ChangeActions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改 手机号' }));
    await expect(args.onChangePhone).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '修改 邮箱' }));
    await expect(args.onChangeEmail).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Spec §5: User name cannot be empty (spaces only count as empty); nothing is sent. */
export const EmptyNickname: Story = {
  play: async ({ canvas, args }) => {
    const nickname = canvas.getByLabelText('昵称');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('用户名不能为空'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Longer than the server's limit. */
export const NicknameTooLong: Story = {
  args: { nicknameMax: 8 },
  play: async ({ canvas, args }) => {
    const nickname = canvas.getByLabelText('昵称');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '一二三四五六七八九');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('昵称最多 8 个字'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 保存 sends the trimmed nickname and the avatar unchanged. */
export const Save: Story = {
  play: async ({ canvas, args }) => {
    const nickname = canvas.getByLabelText('昵称');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '  小明同学 ');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ nickname: '小明同学', avatar: profileUser.avatar }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused: its message above the button. */
export const SaveRejected: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('用户名不能为空'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('用户名不能为空'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 更换头像 with a PNG opens the square crop dialog. */
export const CropDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pickAndCrop(canvasElement);
    await expect(within(dialog).getByRole('slider', { name: '缩放' })).toHaveValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
  },
};

/** After cropping the square avatar uploads; the avatar is busy and 保存 waits. */
export const UploadingAvatar: Story = {
  args: { onUploadAvatar: fn(() => new Promise<string>(() => undefined)) },
  play: async ({ canvasElement, canvas, args }) => {
    const dialog = await pickAndCrop(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '使用头像' }));
    await waitFor(() => expect(args.onUploadAvatar).toHaveBeenCalledTimes(1));
    const [avatar] = (args.onUploadAvatar as ReturnType<typeof fn>).mock.calls[0] as [Blob];
    await expect(avatar.type).toBe('image/png');
    const bitmap = await createImageBitmap(avatar);
    // A 600 × 400 picture: the square is its 400 px height.
    await expect([bitmap.width, bitmap.height]).toEqual([400, 400]);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('头像上传中'));
    await expect(canvas.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** The upload answers: the new avatar shows and 保存 sends its URL. */
export const AvatarUploaded: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const dialog = await pickAndCrop(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '使用头像' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: '头像' })).toHaveAttribute('src', NEW_AVATAR));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ nickname: '小明', avatar: NEW_AVATAR }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The upload failed: its message under the avatar; the old avatar stays. */
export const AvatarUploadFailed: Story = {
  args: { onUploadAvatar: fn(() => Promise.reject(new Error('图片上传失败：文件过大'))) },
  play: async ({ canvasElement, canvas }) => {
    const dialog = await pickAndCrop(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '使用头像' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('图片上传失败：文件过大'));
    await expect(canvas.getByRole('img', { name: '头像' })).toHaveAttribute('src', profileUser.avatar);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A GIF is refused before cropping. */
export const WrongFileType: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择 JPG 或 PNG 格式的图片');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change Phone' })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Nickname'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByLabelText('Nickname')).toHaveAccessibleDescription('User name cannot be empty'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Moyens de connexion')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('วิธีเข้าสู่ระบบ')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ວິທີເຂົ້າສູ່ລະບົບ')).toBeVisible();
  },
};
