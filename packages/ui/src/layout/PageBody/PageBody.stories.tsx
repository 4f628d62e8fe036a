import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeading } from '../PageHeading/PageHeading.tsx';
import { PageBody } from './PageBody.tsx';

const meta = {
  title: 'Layout / PageBody',
  component: PageBody,
  args: {
    children: (
      <>
        <PageHeading title="我的购物车" />
        <div style={{ padding: 20, background: '#fff', borderRadius: 8 }}>购物车还是空的</div>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  tags: ['screenshot-viewport'],
} satisfies Meta<typeof PageBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 1200 px page, centred in the window, with room above and below. */
export const Page: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const box = main.getBoundingClientRect();
    await expect(box.width).toBe(1200);
    await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
  },
};
