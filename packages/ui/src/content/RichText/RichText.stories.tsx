import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RichText } from './RichText.tsx';

const meta = {
  title: 'Content / RichText',
  component: RichText,
  args: {
    html: '<h2>产品亮点</h2><p>轻薄机身，长效续航，一天一充无压力。</p><ul><li>6.7 英寸 120Hz 高刷屏</li><li>5000mAh 大电池</li><li>IP68 防尘防水</li></ul><h3>规格参数</h3><table><tr><th>重量</th><td>189 g</td></tr><tr><th>厚度</th><td>7.9 mm</td></tr></table>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoodsDescription: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '产品亮点' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = { args: { html: '' } };

/** Active content from a careless merchant never reaches the page: scripts, handlers, javascript: links. */
export const Hostile: Story = {
  args: {
    html: '<p>安全的文字</p><img src="x" alt="" onerror="window.__richTextAttack = true"><script>window.__richTextAttack = true</script><a href="javascript:window.__richTextAttack = true">点我</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('安全的文字')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="false"]')).not.toBeNull());
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await expect(canvas.getByText('点我').getAttribute('href')).toBeNull();
    await expect((window as { __richTextAttack?: boolean }).__richTextAttack).toBeUndefined();
  },
};
