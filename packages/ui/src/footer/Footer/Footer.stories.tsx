import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Footer / Footer',
  component: Footer,
  args: {
    siteAddress: '广东省深圳市南山区科技园科苑路 15 号科兴科学园 B 栋 4 楼',
    businessLicence: '统一社会信用代码 91440300MA5G8X2K7Q',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four selling points, the address and the business licence. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const points = within(within(footer).getByRole('list', { name: '购物保障' })).getAllByRole('listitem');
    await expect(points.map((p) => p.textContent)).toEqual([
      '品类齐全，轻松购物',
      '多仓直发，极速配送',
      '正品行货，精致服务',
      '天天低价，畅选无忧',
    ]);
    await expect(footer).toHaveTextContent('地址：广东省深圳市南山区科技园科苑路 15 号科兴科学园 B 栋 4 楼');
    await expect(footer).toHaveTextContent('营业执照：统一社会信用代码 91440300MA5G8X2K7Q');
  },
};

/** No business licence configured: its line is left out. */
export const WithoutLicence: Story = {
  args: { businessLicence: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^地址：/)).toBeVisible();
    await expect(canvas.queryByText(/营业执照/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { siteAddress: '4F, Building B, Kexing Science Park, 15 Keyuan Road, Nanshan, Shenzhen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Complete variety, easy shopping')).toBeVisible();
    await expect(canvas.getByText(/^Business licence: /)).toBeVisible();
  },
};

export const EnglishWithoutLicence: Story = {
  globals: { locale: 'en' },
  args: { ...English.args, businessLicence: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Business licence/)).toBeNull();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { siteAddress: '191 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('สินค้าครบทุกหมวด ช้อปง่าย')).toBeVisible();
  },
};

export const ThaiWithoutLicence: Story = {
  globals: { locale: 'th' },
  args: { ...Thai.args, businessLicence: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/ใบอนุญาต/)).toBeNull();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { siteAddress: 'ຖະໜົນລ້ານຊ້າງ ບ້ານຫັດສະດີ ເມືອງຈັນທະບູລີ ນະຄອນຫຼວງວຽງຈັນ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ສິນຄ້າຄົບທຸກໝວດ ຊື້ງ່າຍ')).toBeVisible();
  },
};

export const LaoWithoutLicence: Story = {
  globals: { locale: 'lao' },
  args: { ...Lao.args, businessLicence: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/ໃບອະນຸຍາດ/)).toBeNull();
  },
};
