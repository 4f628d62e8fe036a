import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Error / ErrorPage',
  component: ErrorPage,
  // The page grey behind the white card, as in the app.
  decorators: [
    (Story) => (
      <div style={{ background: '#f5f5f5', margin: -16, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { status: 404, homeHref: '/' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unknown route: 404 页面不存在 and 返回首页. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /404\s*页面不存在/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 404 with the error text under the hint. */
export const NotFoundWithMessage: Story = {
  args: { message: 'Page not found: /goods_detail/99999' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('错误信息：Page not found: /goods_detail/99999')).toBeVisible();
  },
};

/** 500: the drawn illustration, 加载失败 and the message. */
export const LoadFailed: Story = {
  args: { status: 500, message: 'Unknown middleware: auth-check' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /500\s*加载失败/ })).toBeVisible();
    await expect(canvas.getByText(/Unknown middleware/)).toBeVisible();
  },
};

/** 401: 请先登录 with 立即登录, which asks the app to open the sign-in dialog. */
export const SignInRequired: Story = {
  args: { status: 401, onSignIn: fn(), homeHref: '/en/' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /401\s*请先登录/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即登录' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/en/');
  },
};

/** 401 without a sign-in callback: only 返回首页. */
export const SignInRequiredWithoutButton: Story = {
  args: { status: 401 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '立即登录' })).toBeNull();
  },
};

/** Any other status (here 418): 请求错误 with the check-configuration hint. */
export const OtherStatus: Story = {
  args: { status: 418, message: "I'm a teapot" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /418\s*请求错误/ })).toBeVisible();
    await expect(canvas.getByText('请检查访问地址或站点配置是否正确。')).toBeVisible();
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en' },
  args: { message: 'Page not found: /goods_detail/99999' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /404\s*This page could not be found/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const LoadFailedEnglish: Story = {
  globals: { locale: 'en' },
  args: LoadFailed.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Failed to load/ })).toBeVisible();
  },
};

export const SignInRequiredEnglish: Story = {
  globals: { locale: 'en' },
  args: SignInRequired.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

export const NotFoundFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Cette page est introuvable/ })).toBeVisible();
  },
};

export const LoadFailedFrench: Story = {
  globals: { locale: 'fr' },
  args: LoadFailed.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Échec du chargement/ })).toBeVisible();
  },
};

export const NotFoundThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /ไม่พบหน้านี้/ })).toBeVisible();
  },
};

export const LoadFailedThai: Story = {
  globals: { locale: 'th' },
  args: LoadFailed.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /โหลดไม่สำเร็จ/ })).toBeVisible();
  },
};

export const NotFoundLao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /ບໍ່ພົບໜ້ານີ້/ })).toBeVisible();
  },
};

export const OtherStatusLao: Story = {
  globals: { locale: 'lao' },
  args: OtherStatus.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /ຄຳຂໍບໍ່ຖືກຕ້ອງ/ })).toBeVisible();
    await expect(canvas.getByText(/ກວດສອບ/)).toBeVisible();
  },
};

export const LoadFailedLao: Story = {
  globals: { locale: 'lao' },
  args: LoadFailed.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /ໂຫຼດບໍ່ສຳເລັດ/ })).toBeVisible();
  },
};
