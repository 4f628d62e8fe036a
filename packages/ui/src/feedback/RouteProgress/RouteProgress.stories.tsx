import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { RouteProgress, type RouteProgressProps } from './RouteProgress.tsx';

/** A page under the bar, so the picture shows it on top of content. */
const withPage: Decorator = (Story) => (
  <div style={{ background: '#f5f5f5', margin: -16, padding: 16, minHeight: 400 }}>
    <div style={{ width: 1200, margin: '0 auto', padding: 24, background: '#fff', borderRadius: 8, fontSize: 14 }}>
      <p style={{ margin: 0 }}>商品详情加载中，顶部进度条表示页面切换。</p>
    </div>
    <Story />
  </div>
);

const meta = {
  title: 'Feedback / RouteProgress',
  component: RouteProgress,
  tags: ['screenshot-viewport'],
  decorators: [withPage],
  args: { active: false, throttleMs: 200, durationMs: 5000 },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => document.querySelector('.bprogress .bar');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No page change: no bar. */
export const Idle: Story = {
  play: async () => {
    await sleep(400);
    await expect(bar()).toBeNull();
  },
};

/**
 * A page change past the throttle: the brand-red bar at the top, above
 * everything, without a spinner. The long `durationMs` keeps the bar at its
 * start (8 %) while the screenshot is taken, so the picture is stable.
 */
export const Running: Story = {
  args: { active: true, durationMs: 600_000 },
  play: async () => {
    await waitFor(() => expect(bar()).toBeInTheDocument(), { timeout: 2000 });
    const style = getComputedStyle(bar()!);
    await expect(style.backgroundColor).toBe('rgb(215, 38, 30)');
    await expect(style.height).toBe('3px');
    await expect(style.zIndex).toBe('1100');
    await expect(document.querySelector('.bprogress .spinner')).toBeNull();
  },
};

/**
 * The bar creeps forward at the spec's pace (5000 ms). Moving, so it has no
 * stable picture: tagged `no-screenshot`.
 */
export const Trickling: Story = {
  args: { active: true },
  tags: ['no-screenshot'],
  play: async () => {
    await waitFor(() => expect(bar()).toBeInTheDocument(), { timeout: 2000 });
    const first = (bar() as HTMLElement).style.transform;
    await waitFor(() => expect((bar() as HTMLElement).style.transform).not.toBe(first), { timeout: 2000 });
  },
};

/** Buttons that drive `active` like a router would. */
function Harness(args: RouteProgressProps & { quickMs: number }) {
  const [active, setActive] = useState(args.active);
  const [done, setDone] = useState(0);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <>
      <RouteProgress {...args} active={active} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', width: 1200, margin: '16px auto 0' }}>
        <Button
          variant="secondary"
          onClick={() => {
            setActive(true);
            timer.current = window.setTimeout(() => {
              setActive(false);
              setDone((n) => n + 1);
            }, args.quickMs);
          }}
        >
          快速切换页面
        </Button>
        <output>已完成 {done} 次切换</output>
      </div>
    </>
  );
}

/** A page change shorter than the throttle: the bar never appears. */
export const QuickNavigation: Story = {
  render: (args) => <Harness {...args} quickMs={50} />,
  play: async ({ canvas }) => {
    let appeared = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('.bprogress')) appeared = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: '快速切换页面' }));
      await waitFor(() => expect(canvas.getByText('已完成 1 次切换')).toBeVisible());
      await sleep(400);
      await expect(appeared).toBe(false);
      await expect(bar()).toBeNull();
    } finally {
      observer.disconnect();
    }
  },
};

/** The same page change, slower than the throttle: the bar shows, then completes and goes away. */
export const SlowNavigation: Story = {
  render: (args) => <Harness {...args} quickMs={600} />,
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '快速切换页面' }));
    await waitFor(() => expect(bar()).toBeInTheDocument(), { timeout: 1000 });
    await waitFor(() => expect(canvas.getByText('已完成 1 次切换')).toBeVisible(), { timeout: 2000 });
    await waitFor(() => expect(document.querySelector('.bprogress')).toBeNull(), { timeout: 2000 });
  },
};
