import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uploadedImages, uploading } from '../../upload/fixtures.ts';
import { UploadField, type UploadFieldImage, type UploadFieldPending } from '../../upload/UploadField/UploadField.tsx';
import { reviewGoods } from '../fixtures.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { REVIEW_TEXT_MAX } from './reviewFormSchema.ts';

/** The pictures field as the page fills the slot: an UploadField whose label the form prints. */
function pictures(images: UploadFieldImage[] = [], pending: UploadFieldPending[] = [], label = '晒图') {
  return (
    <UploadField
      label={label}
      hideLabel
      images={images}
      pending={pending}
      max={5}
      maxBytes={5 * 1024 * 1024}
      accept={['image/jpeg', 'image/png']}
      onFiles={fn()}
      onRemove={fn()}
      onRetry={fn()}
      onDismiss={fn()}
    />
  );
}

/** The star `name` of the overall score (商品评分); the other two groups have stars of the same names. */
function overallStar(canvas: HTMLElement | ReturnType<typeof within>, name: string): HTMLElement {
  const scope = canvas instanceof HTMLElement ? within(canvas) : canvas;
  return within(scope.getByRole('radiogroup', { name: '商品评分' })).getByRole('radio', { name });
}

const meta = {
  title: 'Review / ReviewForm',
  component: ReviewForm,
  args: { goods: reviewGoods, onSubmit: fn(), picturesField: pictures(), picturesCount: 0 },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: three star groups, the text with its counter, the pictures and the anonymous box. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '评价商品' })).toBeVisible();
    await expect(canvas.getByText('雅川青,12GB+256GB')).toBeVisible();
    const overall = canvas.getByRole('radiogroup', { name: '商品评分' });
    await expect(overall).toHaveAttribute('aria-required', 'true');
    await expect(within(overall).getAllByRole('radio')).toHaveLength(5);
    await expect(within(overall).getByRole('radio', { name: '5 星：非常满意' })).not.toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: '商品质量' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '服务态度' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /评价内容/ })).toHaveAccessibleDescription('0/512');
    await expect(canvas.getByRole('group', { name: /^晒图\s*0\/5$/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '匿名评价' })).not.toBeChecked();
  },
};

/**
 * Filled by pointer and keyboard and sent: the overall score by a click,
 * quality by the arrow keys, service left (it takes the overall score), the
 * text trimmed, anonymous ticked.
 */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: '商品评分' })).getByRole('radio', { name: '4 星：满意' }));
    const quality = canvas.getByRole('radiogroup', { name: '商品质量' });
    await userEvent.click(within(quality).getByRole('radio', { name: '3 星：一般' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(quality).getByRole('radio', { name: '5 星：非常满意' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /评价内容/ }), '  屏幕很清楚，续航一天没问题。 ');
    await userEvent.click(canvas.getByRole('checkbox', { name: '匿名评价' }));
    await userEvent.click(canvas.getByRole('button', { name: '发表评价' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      star: 4,
      productScore: 5,
      serviceScore: 4,
      comment: '屏幕很清楚，续航一天没问题。',
      isAnonymous: true,
    });
  },
};

/** Nothing filled, sent: both required fields say so, and the focus goes to the first star. */
export const NothingFilled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发表评价' }));
    const overall = canvas.getByRole('radiogroup', { name: '商品评分' });
    await waitFor(() => expect(overall).toHaveAttribute('aria-invalid', 'true'));
    await expect(overall).toHaveAccessibleDescription('请为商品评分');
    await expect(canvas.getByRole('textbox', { name: /评价内容/ })).toHaveAccessibleDescription('请填写您的使用体验 0/512');
    await waitFor(() => expect(overallStar(canvas, '1 星：非常差')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No score: only the score is asked for, and the focus goes to it. */
export const NoStar: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /评价内容/ }), '还不错');
    await userEvent.click(canvas.getByRole('button', { name: '发表评价' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请为商品评分');
    await waitFor(() => expect(overallStar(canvas, '1 星：非常差')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Only spaces typed: the text counts as blank (spec §5), and the focus goes to it. */
export const BlankText: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(overallStar(canvas, '5 星：非常满意'));
    const text = canvas.getByRole('textbox', { name: /评价内容/ });
    await userEvent.type(text, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '发表评价' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请填写您的使用体验');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(text).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A text past the limit (a draft pasted in): the counter turns red and sending is refused. */
export const TooLongText: Story = {
  args: { initialValues: { star: 3, comment: '很'.repeat(REVIEW_TEXT_MAX + 1) } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('513/512')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发表评价' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('评价内容最多 512 个字');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /评价内容/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Being sent: the button spins (still focusable, inert) and the fields are disabled. */
export const Submitting: Story = {
  args: {
    submitting: true,
    initialValues: { star: 5, productScore: 5, serviceScore: 5, comment: '物流很快，包装完好。' },
    picturesField: pictures(uploadedImages.slice(0, 2)),
    picturesCount: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发表评价' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /评价内容/ })).toBeDisabled();
    await expect(overallStar(canvas, '5 星：非常满意')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
  },
};

/** The server refused the review: its message above the button. */
export const SubmitError: Story = {
  args: {
    submitError: '该商品已评价，不能重复评价',
    initialValues: { star: 5, comment: '物流很快，包装完好。' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该商品已评价，不能重复评价');
  },
};

/** With pictures: the count beside 晒图; a picture opens large. */
export const WithPictures: Story = {
  tags: ['screenshot-viewport'],
  args: {
    initialValues: { star: 5, productScore: 4, serviceScore: 5, comment: '和描述一致，拍照效果很好，附上几张样张。', isAnonymous: true },
    picturesField: pictures(uploadedImages.slice(0, 3)),
    picturesCount: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3/5', { selector: 'small' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看第 3 张图片（共 3 张）' }));
    await expect(within(document.body).getByRole('dialog', { name: '晒图' })).toBeVisible();
  },
};

/** A picture still uploading: sending is refused under the pictures, and the focus goes to the field. */
export const PicturesUploading: Story = {
  args: {
    initialValues: { star: 4, comment: '质量不错。' },
    picturesField: pictures(uploadedImages.slice(0, 1), uploading.slice(0, 1)),
    picturesCount: 1,
    picturesUploading: true,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发表评价' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('图片还在上传，请上传完成后再提交');
    await waitFor(() => expect(canvas.getByRole('button', { name: '查看第 1 张图片（共 1 张）' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The page's own message about the pictures (a picture the server no longer knows). */
export const PicturesError: Story = {
  args: {
    picturesField: pictures(uploadedImages.slice(0, 2)),
    picturesCount: 2,
    picturesError: '第 2 张图片已失效，请删除后重新上传',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('第 2 张图片已失效，请删除后重新上传');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { picturesField: pictures(uploadedImages.slice(0, 1), [], 'Photos'), picturesCount: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    const overall = canvas.getByRole('radiogroup', { name: 'Overall rating' });
    await waitFor(() => expect(overall).toHaveAccessibleDescription('Please rate the item'));
    await expect(canvas.getByText('Please fill in your experience')).toBeVisible();
    await expect(within(overall).getByRole('radio', { name: '4 stars: Good' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { picturesField: pictures([], [], 'Photos') },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'Note globale' })).getByRole('radio', { name: '1 étoile : Très mauvais' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publier l’avis' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Veuillez décrire votre expérience');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { picturesField: pictures([], [], 'รูปภาพ') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งรีวิว' }));
    await expect(await canvas.findByText('กรุณาให้คะแนนสินค้า')).toBeVisible();
    await expect(canvas.getByText('กรุณาเล่าประสบการณ์ของคุณ')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { picturesField: pictures([], [], 'ຮູບພາບ'), initialValues: { star: 5 } },
  play: async ({ canvas }) => {
    const overall = canvas.getByRole('radiogroup', { name: 'ຄະແນນສິນຄ້າ' });
    await expect(within(overall).getByRole('radio', { name: '5 ດາວ: ພໍໃຈຫຼາຍ' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'ສົ່ງລີວິວ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ກະລຸນາຂຽນປະສົບການຂອງທ່ານ');
  },
};
