import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { errorStory, expectHeading, expectPageChange, LOAD_ERROR, loadingStory } from '../../fixtures/stateStories.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ListStates } from './ListStates.tsx';

const shops = ['星河官方旗舰店', '松果森林坚果专营店', '疾风官方旗舰店'];

const rowStyle = { margin: 0, padding: 12, background: '#fff', border: '1px solid #e5e5e5', borderRadius: 8 };

const meta = {
  title: 'Feedback / ListStates',
  component: ListStates<string>,
  args: {
    items: shops,
    loadingLabel: '店铺加载中',
    skeleton: (busy) => (
      <div {...busy} style={{ display: 'grid', gap: 8 }}>
        {shops.map((name) => (
          <Skeleton key={name} height={44} />
        ))}
      </div>
    ),
    empty: <EmptyState title="暂无店铺" />,
    onRetry: fn(),
    children: (items) => (
      <ul aria-label="店铺" style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((name) => (
          <li key={name} style={rowStyle}>
            {name}
          </li>
        ))}
      </ul>
    ),
  },
  decorators: [(Story) => <div style={{ width: 480, background: '#f5f5f5', padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ListStates<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '店铺' }).children).toHaveLength(3);
  },
};

/** The caller's placeholders, in a region marked busy; loading wins over rows and errors. */
export const Loading: Story = loadingStory('店铺加载中', { error: LOAD_ERROR });

/** No rows: the empty state on a white panel. */
export const Empty: Story = {
  args: { items: [] },
  play: expectHeading('暂无店铺'),
};

/** `empty={null}`: nothing at all, for blocks that leave the page when empty. */
export const EmptyLeftOut: Story = {
  args: { items: [], empty: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** An error wins over stale rows; 重试 calls back. */
export const Error: Story = errorStory();

/** Inside a card of its own the states are not framed again. */
export const Unframed: Story = {
  args: { items: [], framed: false },
  decorators: [(Story) => <section style={{ background: '#fff', borderRadius: 8 }}><Story /></section>],
};

/** With all four paging props, page links under the rows. */
export const Paged: Story = {
  args: { page: 1, total: 30, pageSize: 3, onPageChange: fn() },
  play: expectPageChange('下一页', 2),
};
