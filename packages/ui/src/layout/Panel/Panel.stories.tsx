import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Panel } from './Panel.tsx';

const meta = {
  title: 'Layout / Panel',
  component: Panel,
  args: { children: <p style={{ margin: 0 }}>星河 X9 Pro 智能手机 12GB+256GB 曜石黑</p> },
  decorators: [(Story) => <div style={{ width: 720 }}><Story /></div>],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A white block on the page's grey. */
export const Plain: Story = {
  args: { 'data-testid': 'panel' } as object,
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByTestId('panel'));
    await expect(style.paddingTop).toBe('20px');
    await expect(style.boxShadow).toBe('none');
  },
};

/** The card-payment form: roomier, square corners, lifted by the card shadow, a named region. */
export const RaisedRegion: Story = {
  args: { as: 'section', padding: 6, radius: 'sm', raised: true, 'aria-label': '银行卡支付' } as object,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '银行卡支付' });
    await expect(getComputedStyle(region).paddingTop).toBe('24px');
    await expect(getComputedStyle(region).boxShadow).not.toBe('none');
  },
};
