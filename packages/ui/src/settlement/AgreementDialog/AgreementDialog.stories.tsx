import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { settlementAgreement } from '../fixtures.ts';
import { AgreementDialog } from './AgreementDialog.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Settlement / AgreementDialog',
  parameters: { docs: docsInFrame },
  component: AgreementDialog,
  args: { open: true, html: settlementAgreement, onClose: fn(), onAccept: fn() },
} satisfies Meta<typeof AgreementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operator's text, sanitised; 同意协议 accepts, then closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '商户入驻协议' });
    await expect(await within(dialog).findByRole('heading', { name: '商户入驻协议', level: 3 })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '同意协议' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A script in the text is dropped before it reaches the page. */
export const Sanitised: Story = {
  args: { html: '<p>条款正文</p><img src="x" alt="" onerror="window.__hacked=1"><script>window.__hacked=1</script>' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(await within(dialog).findByText('条款正文')).toBeVisible();
    await waitFor(() => expect(dialog.querySelector('script, [onerror]')).toBeNull());
  },
};

/** Loading: placeholders in a busy region; cannot be accepted yet. */
export const Loading: Story = {
  args: { html: undefined },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('region', { name: '协议加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: '同意协议' })).toBeDisabled();
  },
};

/** The load failed: the message instead of the text. */
export const LoadFailed: Story = {
  args: { html: undefined, error: '网络异常，请稍后重试' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
  },
};

/** No text configured yet. */
export const NoText: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('暂无协议内容')).toBeVisible();
  },
};

/** Read only (no 同意): just 关闭. */
export const ReadOnly: Story = {
  args: { onAccept: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: '同意协议' })).toBeNull();
    // The header's close (×) and the footer's 关闭 both close.
    const closes = within(dialog).getAllByRole('button', { name: '关闭' });
    await expect(closes).toHaveLength(2);
    await userEvent.click(closes[1]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Merchant settlement agreement' });
    await expect(within(dialog).getByRole('button', { name: 'I agree' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Contrat d’ouverture de boutique' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'ยอมรับ' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'ຍອມຮັບ' })).toBeVisible();
  },
};
