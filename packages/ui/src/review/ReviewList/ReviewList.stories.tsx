import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectHeading, LOAD_ERROR } from '../../fixtures/stateStories.ts';
import { englishReviews, longReview, reviews } from '../fixtures.ts';
import { ReviewList } from './ReviewList.tsx';

/** The white card the list sits in on the goods detail page (920 px main column). */
const Card = styled.div`
  width: 920px;
  padding: 0 ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
`;

const meta = {
  title: 'Review / ReviewList',
  component: ReviewList,
  args: {
    items: reviews,
    page: 1,
    total: 3,
    limit: 10,
    onPageChange: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Shanghai',
  },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stars, date in the locale, text, pictures, the bought specification and the seller's reply. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '评价列表' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    const first = canvas.getByRole('article', { name: '橘子汽水' });
    await expect(within(first).getByRole('img', { name: '5 颗星' })).toBeVisible();
    await expect(within(first).getByText('2025/03/14')).toHaveAttribute('datetime', '2025-03-14T06:32:08.000Z');
    await expect(within(first).getByText('规格：雅川青,12GB+256GB')).toBeVisible();
    await expect(within(first).getByText('商家回复：')).toBeVisible();
    await expect(within(first).getAllByRole('button', { name: /查看第 \d 张图片（共 3 张）/ })).toHaveLength(3);
    // No reply, no reply box.
    const second = canvas.getByRole('article', { name: '1**8' });
    await expect(within(second).queryByText('商家回复：')).toBeNull();
    // Everything fits one page: no pagination.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, items: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '评价加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** No reviews under the 差评 filter: the empty text names it. */
export const EmptyBad: Story = {
  args: { items: [], total: 0, type: 3 },
  play: expectHeading('暂无差评'),
};

/** No reviews at all. */
export const EmptyAll: Story = {
  args: { items: [], total: 0 },
  play: expectHeading('暂无评价'),
};

export const Error: Story = {
  args: { items: undefined, error: LOAD_ERROR },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_ERROR);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long text and reply keep their paragraphs and wrap, long names and specifications too. */
export const LongTexts: Story = {
  args: { items: [longReview, reviews[1]!], total: 2 },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: longReview.nickname });
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

/** Five pictures: a thumbnail opens the picture large; 下一张 and → step, wrapping around. */
export const ManyPictures: Story = {
  tags: ['screenshot-viewport'],
  args: { items: [longReview], total: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看第 4 张图片（共 5 张）' }));
    const body = within(document.body);
    const dialog = body.getByRole('dialog', { name: `${longReview.nickname} 的评价图片` });
    await expect(within(dialog).getByRole('img', { name: '评价图片，第 4 张，共 5 张' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '下一张' }));
    await expect(within(dialog).getByRole('img', { name: '评价图片，第 5 张，共 5 张' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img', { name: '评价图片，第 1 张，共 5 张' })).toBeVisible();
    await expect(within(dialog).getByText('1 / 5')).toBeVisible();
  },
};

/** The viewer closes and focus returns to the thumbnail. */
export const CloseViewer: Story = {
  args: { items: [reviews[2]!], total: 1 },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('button', { name: '查看第 1 张图片（共 1 张）' });
    await userEvent.click(thumb);
    const body = within(document.body);
    const dialog = body.getByRole('dialog');
    // A single picture has nothing to step to.
    await expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(thumb).toHaveFocus();
  },
};

/** More than one page: the base pagination asks for another page. */
export const Paged: Story = {
  args: { total: 1286, page: 2, limit: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /第 2 页/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: englishReviews, total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Seller reply:')).toBeVisible();
    await expect(canvas.getByText('03/14/2025')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '2 stars' })).toBeVisible();
  },
};

/** A review with quality and service ratings: shown small under the stars, each named for assistive tech. */
export const WithScores: Story = {
  args: { items: [{ ...reviews[0]!, productScore: 5, serviceScore: 3 }, reviews[1]!], total: 2 },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('article', { name: '橘子汽水' });
    await expect(within(first).getByRole('img', { name: '商品质量 5 颗星' })).toBeVisible();
    await expect(within(first).getByRole('img', { name: '服务态度 3 颗星' })).toBeVisible();
    // A review without them (the demo catalogue's) shows none.
    const second = canvas.getByRole('article', { name: '1**8' });
    await expect(within(second).queryByText('商品质量')).toBeNull();
  },
};

/** Shopper text is text: markup in a review or a reply is shown as typed, never run. */
export const TextNotMarkup: Story = {
  args: {
    items: [{ ...reviews[1]!, comment: '<img src=x onerror="alert(1)">好评<b>加粗</b>', merchantReplyContent: '<script>谢谢</script>' }],
    total: 1,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)">好评<b>加粗</b>')).toBeVisible();
    await expect(canvas.getByText('<script>谢谢</script>')).toBeVisible();
    await expect(canvasElement.querySelector('article img, article b, article script')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { items: [{ ...englishReviews[0]!, productScore: 4, serviceScore: 5 }, englishReviews[1]!], total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Réponse du vendeur :')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Qualité : 4 étoiles' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { items: englishReviews, total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ดูรูปที่ 1 จาก 1' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { items: [], total: 0 },
  play: expectHeading('ຍັງບໍ່ມີການລີວິວ'),
};
