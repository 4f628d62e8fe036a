import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../../money/Price/Price.tsx';
import { FactList } from './FactList.tsx';

const meta = {
  title: 'Layout / FactList',
  component: FactList,
  args: {
    'aria-label': '订单信息',
    facts: [
      { term: '订单号', detail: 'wx2026112612000001' },
      { term: '应付金额', detail: <Price cents={129900} size="xl" /> },
    ],
  },
  decorators: [(Story) => <div style={{ width: 560, background: '#fff', padding: 20 }}><Story /></div>],
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment page's order: its number and amount, terms muted, values aligned. */
export const Order: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const details = canvas.getAllByRole('definition');
    await expect(terms.map((t) => t.textContent)).toEqual(['订单号', '应付金额']);
    await expect(details[0]!.getBoundingClientRect().left).toBe(details[1]!.getBoundingClientRect().left);
  },
};

/** A long value wraps in its column instead of widening the list. */
export const LongValue: Story = {
  args: { facts: [{ term: '收货地址', detail: '上海市浦东新区世纪大道 100 号环球金融中心 '.repeat(4) }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition').getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('definition').parentElement!.getBoundingClientRect().right,
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { facts: [{ term: 'Order no.', detail: 'wx2026112612000001' }, { term: 'Amount due', detail: <Price cents={129900} size="xl" /> }] },
};
