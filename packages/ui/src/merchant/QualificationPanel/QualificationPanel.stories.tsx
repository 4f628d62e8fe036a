import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorStory, expectHeading, loadingStory } from '../../fixtures/stateStories.ts';
import { shopQualification } from '../fixtures.ts';
import { QualificationPanel } from './QualificationPanel.tsx';

const meta = {
  title: 'Merchant / QualificationPanel',
  component: QualificationPanel,
  args: { detail: shopQualification, timeZone: 'Asia/Shanghai', onRetry: fn() },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof QualificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Licence pictures, the shop's facts (join date in the locale) and its introduction. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^查看大图/ })).toHaveLength(3);
    await expect(canvas.getByText('王经理')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '400-830-8300' })).toHaveAttribute('href', 'tel:4008308300');
    await expect(canvas.getByRole('link', { name: shopQualification.email })).toHaveAttribute('href', `mailto:${shopQualification.email}`);
    await expect(canvas.getByText('2021年3月15日')).toBeVisible();
    await expect(canvas.getByText('128,640')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '店铺简介' })).toBeVisible();
  },
};

/** A picture opens large in a dialog; closing it returns the focus to the picture. */
export const Enlarged: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: '查看大图：资质图片 2 / 3' });
    await userEvent.click(second);
    const dialog = within(document.body).getByRole('dialog', { name: '资质图片 2 / 3' });
    await expect(within(dialog).getByRole('img', { name: '资质图片 2 / 3' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(second).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '查看大图：资质图片 1 / 3' }));
  },
};

/** No pictures, no introduction, missing contact facts. */
export const Empty: Story = {
  args: { detail: { ...shopQualification, qualificationPicture: [], intro: '', realName: '', email: '', phone: '', address: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无资质图片')).toBeVisible();
    await expect(canvas.getByText('店铺暂无简介')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A long address and introduction wrap. */
export const LongText: Story = {
  args: {
    detail: {
      ...shopQualification,
      address: '广东省深圳市龙岗区坂田街道星河基地 B 区 1 号楼 3 层东侧 301 室（星河终端有限公司官方旗舰店线下体验及售后服务中心）',
      intro: `${shopQualification.intro}\n${'我们致力于为消费者提供优质的产品和贴心的服务，所有商品均由品牌方直接供货，支持全国联保与七天无理由退货。'.repeat(3)}`,
    },
  },
};

export const Loading: Story = loadingStory('店铺资质加载中', { detail: undefined });

export const Error: Story = errorStory({ detail: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('March 15, 2021')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About the shop' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15 mars 2021')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: expectHeading('ข้อมูลร้านค้า'),
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: expectHeading('ຂໍ້ມູນຮ້ານຄ້າ'),
};
