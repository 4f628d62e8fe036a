import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { errorStory, loadingStory } from '../../fixtures/stateStories.ts';
import { privacyAgreement } from '../fixtures.ts';
import { AgreementPage } from './AgreementPage.tsx';

const meta = {
  title: 'Profile / AgreementPage',
  component: AgreementPage,
  args: { title: '隐私协议', html: privacyAgreement, onRetry: fn() },
  decorators: [(Story) => <div style={{ width: 1200, padding: 24, background: '#f5f5f5' }}><Story /></div>],
} satisfies Meta<typeof AgreementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and the mall's text in its type style. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '隐私协议', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '二、信息的使用', level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Scripts and event handlers in the text never reach the page. */
export const Sanitised: Story = {
  args: { html: '<p>条款正文</p><img src="x" alt="" onerror="window.__hacked=1"><script>window.__hacked=1</script>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('条款正文')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('script, [onerror]')).toBeNull());
  },
};

/** No text configured. */
export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无内容')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('内容加载中', { html: undefined });

export const Error: Story = errorStory({ html: undefined });

export const English: Story = {
  args: { title: 'Privacy agreement', html: '<p>We collect your phone number and email to deliver your orders.</p>' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We collect your phone number and email to deliver your orders.')).toBeVisible();
  },
};

export const French: Story = {
  args: { title: 'Politique de confidentialité', html: '' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun contenu pour le moment')).toBeVisible();
  },
};

export const Thai: Story = {
  args: { title: 'นโยบายความเป็นส่วนตัว', html: '' },
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ยังไม่มีเนื้อหา')).toBeVisible();
  },
};

export const Lao: Story = {
  args: { title: 'ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວ', html: '' },
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ຍັງບໍ່ມີເນື້ອຫາ')).toBeVisible();
  },
};
