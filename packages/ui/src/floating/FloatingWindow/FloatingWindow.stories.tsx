import styled from '@emotion/styled';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { merchantApplyHref, mobileMallUrl, services } from '../fixtures.ts';
import { FloatingWindow } from './FloatingWindow.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const Page = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 16px;
  width: 1200px;
  margin: 0 auto;
  div {
    padding: 12px;
    background: #fff;
    border-radius: 8px;
    font-size: 13px;
  }
  img {
    display: block;
    width: 100%;
    margin-bottom: 8px;
  }
`;

const goods = ['有机高山绿茶礼盒', '无线降噪蓝牙耳机', '家用智能电饭煲', '纯棉四件套床品', '进口坚果混合装', '空气净化器 Pro', '儿童益智积木', '不锈钢保温杯', '运动速干 T 恤', '手冲咖啡套装'];

/** Some page content behind the window, so its fixed position shows in the picture. */
const withPage: Decorator = (Story) => (
  <div style={{ background: '#f5f5f5', margin: -16, padding: 16, minHeight: 800 }}>
    <Page aria-hidden data-page>
      {goods.map((name, i) => (
        <div key={name}>
          <img src={fixtureImage(i, 200)} alt="" />
          {name}
        </div>
      ))}
    </Page>
    <Story />
  </div>
);

const meta = {
  title: 'Floating / FloatingWindow',
  parameters: { docs: docsInFrame },
  component: FloatingWindow,
  tags: ['screenshot-viewport'],
  decorators: [withPage],
  args: {
    showBackToTop: false,
    onBackToTop: fn(),
    qrUrl: mobileMallUrl,
    service: services.message,
    onLeaveMessage: fn(),
    merchantApplyHref,
  },
} satisfies Meta<typeof FloatingWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

function windowOf(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('complementary', { name: '快捷服务' }));
}

/** At rest: 联系客服 and 商家入驻; no 回到顶部 before the page is scrolled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const floating = windowOf(canvasElement);
    await expect(floating.getByRole('button', { name: '联系客服' })).toHaveAttribute('aria-expanded', 'false');
    await expect(floating.queryByRole('img', { name: '手机商城二维码' })).toBeNull();
    await expect(floating.getByRole('link', { name: '商家入驻' })).toHaveAttribute('href', merchantApplyHref);
    await expect(floating.queryByRole('button', { name: '回到顶部' })).toBeNull();
  },
};

/**
 * In a 1280 px window (the stories' size) the window keeps to the margin right
 * of the 1200 px page, icons only; 商家入驻 focused from the keyboard (or
 * pointed at) shows its label as a tag.
 */
export const BesideThePage: Story = {
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: '快捷服务' });
    const page = canvasElement.querySelector('[data-page]')!;
    await expect(aside.getBoundingClientRect().left).toBeGreaterThanOrEqual(page.getBoundingClientRect().right);
    const merchant = within(aside).getByRole('link', { name: '商家入驻' });
    const tag = within(merchant).getByText('商家入驻');
    await expect(tag.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // From the keyboard: past 联系客服 and the 留言咨询 of its panel, which focus opens.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(merchant).toHaveFocus();
    await waitFor(() => expect(tag.getBoundingClientRect().width).toBeGreaterThan(20));
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(aside.getBoundingClientRect().left);
  },
};

/** Hover opens the panel and leaving closes it; keyboard focus opens it too, Escape closes it. */
export const PanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const floating = windowOf(canvasElement);
    const trigger = floating.getByRole('button', { name: '联系客服' });

    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await floating.findByRole('img', { name: '手机商城二维码' })).toBeVisible();
    await expect(floating.getByText('扫码访问手机商城')).toBeVisible();
    await expect(floating.getByText('客服热线 400-800-8888')).toBeVisible();
    await userEvent.unhover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(floating.queryByRole('img', { name: '手机商城二维码' })).toBeNull();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(floating.getByRole('button', { name: '留言咨询' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    // The keyboard toggles it open again.
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(floating.getByRole('button', { name: '留言咨询' })).toBeVisible();
  },
};

/** A tap opens the panel (touch has no hover) and a tap elsewhere closes it. */
export const TapOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const floating = windowOf(canvasElement);
    const trigger = floating.getByRole('button', { name: '联系客服' });
    await userEvent.pointer({ keys: '[TouchA]', target: trigger, pointerName: 'touch' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.pointer({ keys: '[TouchA]', target: canvasElement.querySelector('img')!, pointerName: 'touch' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Service type h5: the chat page opens in a new tab. */
export const H5: Story = {
  args: { service: services.h5 },
  play: async ({ canvasElement }) => {
    const floating = windowOf(canvasElement);
    await userEvent.click(floating.getByRole('button', { name: '联系客服' }));
    const chat = floating.getByRole('link', { name: '在线客服（在新标签页打开）' });
    await expect(chat).toHaveAttribute('href', services.h5.link);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat.getAttribute('rel')).toContain('noopener');
  },
};

/** Service type message: 留言咨询 asks the app for the leave-a-message dialog and closes the panel. */
export const Message: Story = {
  play: async ({ canvasElement, args }) => {
    const floating = windowOf(canvasElement);
    const trigger = floating.getByRole('button', { name: '联系客服' });
    await userEvent.click(trigger);
    await userEvent.click(floating.getByRole('button', { name: '留言咨询' }));
    await expect(args.onLeaveMessage).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(floating.getByRole('button', { name: '留言咨询' })).toBeVisible();
  },
};

/** Service type hotline: the number as a tel: link (no separate hint). */
export const Hotline: Story = {
  args: { service: services.hotline },
  play: async ({ canvasElement }) => {
    const floating = windowOf(canvasElement);
    await userEvent.click(floating.getByRole('button', { name: '联系客服' }));
    const call = floating.getByRole('link', { name: '拨打客服热线 400-800-8888' });
    await expect(call).toHaveAttribute('href', 'tel:4008008888');
    await expect(call).toHaveTextContent('400-800-8888');
    await expect(floating.queryByText('客服热线 400-800-8888')).toBeNull();
  },
};

/** Service type email: the address, and 发送邮件 as a mailto: link. */
export const Email: Story = {
  args: { service: services.email },
  play: async ({ canvasElement }) => {
    const floating = windowOf(canvasElement);
    await userEvent.click(floating.getByRole('button', { name: '联系客服' }));
    await expect(floating.getByRole('link', { name: '发送邮件至 service@mall.example.com' })).toHaveAttribute(
      'href',
      'mailto:service@mall.example.com',
    );
    await expect(floating.getByText('客服邮箱 service@mall.example.com')).toBeVisible();
  },
};

/** No QR code configured: the panel keeps the hotline hint and the chat button. */
export const WithoutQrCode: Story = {
  args: { qrUrl: '' },
  play: async ({ canvasElement }) => {
    const floating = windowOf(canvasElement);
    await userEvent.click(floating.getByRole('button', { name: '联系客服' }));
    await expect(floating.queryByRole('img')).toBeNull();
    await expect(floating.queryByText('扫码访问手机商城')).toBeNull();
    await expect(floating.getByText('客服热线 400-800-8888')).toBeVisible();
  },
};

/** The page is scrolled: 回到顶部 shows and asks the app to scroll up. */
export const WithBackToTop: Story = {
  args: { showBackToTop: true },
  play: async ({ canvasElement, args }) => {
    const floating = windowOf(canvasElement);
    await userEvent.click(floating.getByRole('button', { name: '回到顶部' }));
    await expect(args.onBackToTop).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { showBackToTop: true },
  play: async ({ canvasElement }) => {
    const floating = within(within(canvasElement).getByRole('complementary', { name: 'Quick services' }));
    await userEvent.click(floating.getByRole('button', { name: 'Support' }));
    await expect(floating.getByText('Scan to visit the mobile mall')).toBeVisible();
    await expect(floating.getByRole('button', { name: 'Leave a message' })).toBeVisible();
    await expect(floating.getByRole('link', { name: 'Sell with us' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { showBackToTop: true, service: services.hotline },
  play: async ({ canvasElement }) => {
    const floating = within(within(canvasElement).getByRole('complementary', { name: 'บริการด่วน' }));
    await userEvent.click(floating.getByRole('button', { name: 'ฝ่ายบริการ' }));
    await expect(floating.getByRole('link', { name: 'โทรสายด่วน 400-800-8888' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { showBackToTop: true, service: services.h5 },
  play: async ({ canvasElement }) => {
    const floating = within(within(canvasElement).getByRole('complementary', { name: 'ບໍລິການດ່ວນ' }));
    await userEvent.click(floating.getByRole('button', { name: 'ຝ່າຍບໍລິການ' }));
    await expect(floating.getByText('ສະແກນເພື່ອເຂົ້າຮ້ານຄ້າເທິງມືຖື')).toBeVisible();
  },
};
