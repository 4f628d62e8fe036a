import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from './CardGrid.tsx';

const card = { padding: 16, background: '#fff', border: '1px solid #e5e5e5', borderRadius: 8 };

const meta = {
  title: 'Layout / CardGrid',
  component: CardGrid,
  args: {
    'aria-label': '店铺',
    children: ['星河官方旗舰店', '松果森林坚果专营店', '疾风官方旗舰店', '暖居生活电器旗舰店', '深圳市优选好物数码科技有限公司官方授权旗舰店（华南仓）'].map((name) => (
      <li key={name} style={card}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</div>
      </li>
    )),
  },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four to a row; a long name does not widen its column. */
export const FourColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '店铺' }).children).toHaveLength(5);
  },
};

/** Three to a row, closer together. */
export const ThreeColumns: Story = { args: { columns: 3, gap: 4 } };

/** As many 300 px columns as fit (three in 960 px). */
export const MinWidth: Story = { args: { minWidth: 300, gap: 4 } };

/** A ranking: an ordered list. */
export const Ordered: Story = {
  args: { as: 'ol', columns: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).not.toBeNull();
  },
};
