import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuaranteeList, type GuaranteeItem } from './GuaranteeList.tsx';

/** Remote icon URLs as the API sends them: never loaded (the component does not show them). */
const icon = (name: string) => `https://img.example.invalid/guarantee/${name}.png`;

const guarantees: GuaranteeItem[] = [
  { id: 1, name: '正品保障', icon: icon('genuine'), content: '商城严选商家，所售商品均为正品行货，假一赔十。' },
  { id: 2, name: '七天无理由退货', icon: icon('returns'), content: '签收后7天内，商品完好可申请无理由退货。' },
  { id: 3, name: '极速发货', icon: icon('express'), content: '付款后48小时内发货，大部分地区次日送达。' },
  { id: 4, name: '售后无忧', icon: icon('aftersale'), content: '专属客服全程跟进，退换货运费险护航。' },
];

const meta = {
  title: 'Goods / GuaranteeList',
  component: GuaranteeList,
  args: { items: guarantees },
  decorators: [
    (Story) => (
      <div style={{ width: 900, padding: 20, background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuaranteeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four platform guarantees, in two columns. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: '服务保障' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[1]!).getByText('七天无理由退货').tagName).toBe('STRONG');
    await expect(within(items[1]!).getByText('签收后7天内，商品完好可申请无理由退货。')).toBeVisible();
    // The API's icon URLs are not loaded.
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** No guarantees: nothing at all is rendered. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** English labels and data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { id: 1, name: 'Genuine goods', icon: icon('genuine'), content: 'Hand-picked sellers; every item is genuine, or we refund ten times its price.' },
      { id: 2, name: '7-day no-reason returns', icon: icon('returns'), content: 'Return any unused item within 7 days of delivery.' },
      { id: 3, name: 'Fast dispatch', icon: icon('express'), content: 'Shipped within 48 hours of payment; most areas receive it the next day.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Service guarantees' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Long text in a narrow column: one guarantee a row, text wraps. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      ...guarantees.slice(0, 2),
      {
        id: 9,
        name: '超长保障名称：全国联保三年上门服务含偏远地区',
        icon: icon('long'),
        content: '自签收之日起三年内非人为损坏免费维修，全国 2800 个城市提供上门取送服务，偏远地区由合作网点代为办理，运费由商家承担。',
      },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]!.getBoundingClientRect().right).toBeLessThanOrEqual(items[0]!.getBoundingClientRect().right + 0.5);
  },
};

/** Thai. */
export const Thai: Story = {
  globals: { locale: 'th' },
  args: {
    items: [
      { id: 1, name: 'รับประกันของแท้', icon: icon('genuine'), content: 'ร้านค้าคัดสรร สินค้าของแท้ทุกชิ้น หากพบของปลอมคืนเงินสิบเท่า' },
      { id: 2, name: 'คืนสินค้าได้ใน 7 วัน', icon: icon('returns'), content: 'คืนสินค้าที่ยังไม่ได้ใช้ได้ภายใน 7 วันหลังได้รับ' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'การรับประกันบริการ' })).toBeVisible();
  },
};
