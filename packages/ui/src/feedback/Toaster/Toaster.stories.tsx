import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { Toaster } from './Toaster.tsx';
import { toast } from './toast.ts';

const meta = {
  title: 'Feedback / Toaster',
  component: Toaster,
  tags: ['screenshot-viewport'],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success and error toasts, as the API client's notifier shows them. */
export const Messages: Story = {
  render: () => (
    <>
      {/* Toasts stay, so the picture does not depend on how fast the machine is. */}
      <Toaster duration={Infinity} />
      <div style={{ display: 'flex', gap: 12 }}>
        <Button onClick={() => toast.success('已加入购物车')}>成功</Button>
        <Button variant="secondary" onClick={() => toast.error('库存不足')}>失败</Button>
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    // sonner loads on demand: allow for the first load.
    await waitFor(() => expect(within(document.body).getByText('已加入购物车')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: '失败' }));
    await waitFor(() => expect(within(document.body).getByText('库存不足')).toBeVisible(), { timeout: 5000 });
  },
};
