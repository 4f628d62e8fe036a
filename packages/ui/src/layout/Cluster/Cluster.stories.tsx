import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { Cluster } from './Cluster.tsx';

const meta = {
  title: 'Layout / Cluster',
  component: Cluster,
  args: {
    'data-testid': 'cluster',
    children: [
      <Link key="view" href="/order/detail/wx2026112612000001" tone="muted">
        查看订单
      </Link>,
      <Button key="pay" size="lg">
        立即支付
      </Button>,
    ],
  } as object,
  decorators: [(Story) => <div style={{ width: 720, background: '#fff', padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's actions at the end of the row: the link, then the button. */
export const ActionsAtEnd: Story = {
  args: { justify: 'end', gap: 4 },
  play: async ({ canvas }) => {
    const row = canvas.getByTestId('cluster').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: '立即支付' }).getBoundingClientRect();
    await expect(row.right - button.right).toBe(0);
    await expect(button.left - canvas.getByRole('link').getBoundingClientRect().right).toBe(16);
  },
};

/** Spread to both edges, with room inside: the goods page's share and favourite row. */
export const SpreadWithInset: Story = {
  args: { justify: 'between', inset: 4 },
  play: async ({ canvas }) => {
    const row = canvas.getByTestId('cluster').getBoundingClientRect();
    await expect(canvas.getByRole('link').getBoundingClientRect().left - row.left).toBe(16);
    await expect(row.right - canvas.getByRole('button').getBoundingClientRect().right).toBe(16);
  },
};

/** More than fits on one line: the items wrap to a second row. */
export const Wrapping: Story = {
  args: {
    children: ['满 199 减 20', '满 299 减 40', '满 499 减 80', '新人专享 9 折', '店铺会员 95 折', '包邮'].map((text) => (
      <Button key={text} variant="secondary">
        {text}
      </Button>
    )),
  },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.at(-1)!.getBoundingClientRect().top).toBeGreaterThan(buttons[0]!.getBoundingClientRect().top);
  },
};
