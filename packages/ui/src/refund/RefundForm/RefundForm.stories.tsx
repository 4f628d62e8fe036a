import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { awaitingReceiptOrder, fullyRefundedOrder, partlyOpenOrder, refundReasons, returnableOrder, unshippedOrder } from '../fixtures.ts';
import { RefundForm } from './RefundForm.tsx';

/** Stands in for the page's upload field (built apart): a box to drop pictures in. */
function ImagesSlot() {
  return (
    <button
      type="button"
      style={{ width: 80, height: 80, border: '1px dashed #c9c9c9', borderRadius: 4, background: '#fff', color: '#555', fontSize: 12 }}
    >
      + 图片
    </button>
  );
}

const meta = {
  title: 'Refund / RefundForm',
  component: RefundForm,
  args: { order: returnableOrder, reasons: refundReasons, onSubmit: fn(), imagesField: <ImagesSlot />, imagesCount: 0 },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof RefundForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the line whose checkbox is named after `name`. */
function lineOf(canvas: { getByRole: (role: string, options: { name: RegExp }) => HTMLElement }, name: RegExp) {
  const box = canvas.getByRole('checkbox', { name });
  return { box, row: within(box.closest('li')!) };
}

/**
 * A received order of three lines, return and refund: two units of the
 * earphones are chosen with a reason and a description, and that is what is sent.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('退货退款')).toBeVisible();
    await expect(canvas.getByText('订单号：SH202503101020300001')).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.getByText(/^已选/)).toHaveTextContent('已选 0 件，商品金额 ￥0.00');
    const { box, row } = lineOf(canvas, /StarBuds/);
    await expect(row.getByRole('textbox', { name: /StarBuds.*的退款数量/ })).toBeDisabled();
    await userEvent.click(box);
    await expect(row.getByRole('textbox', { name: /的退款数量/ })).toHaveValue('3');
    await userEvent.click(row.getByRole('button', { name: '减少数量' }));
    await expect(canvas.getByText(/^已选/)).toHaveTextContent('已选 2 件，商品金额 ￥998.00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /退款原因/ }), '商品质量问题');
    await userEvent.type(canvas.getByRole('textbox', { name: '问题描述' }), '  右耳机充不进电 ');
    await expect(canvas.getByRole('textbox', { name: '问题描述' })).toHaveAccessibleDescription('10/100');
    await expect(canvas.getByRole('group', { name: /上传凭证/ })).toHaveTextContent('0/3 张');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        items: [{ orderInfoId: 102, num: 2 }],
        text: '商品质量问题',
        explain: '右耳机充不进电',
      }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Not shipped: refund only; one line of five units, the stepper between 1 and 5. */
export const SeveralUnits: Story = {
  args: { order: unshippedOrder, imagesCount: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('仅退款')).toBeVisible();
    await expect(canvas.getByText('可退 5 件')).toBeVisible();
    const { box, row } = lineOf(canvas, /每日坚果/);
    await userEvent.click(box);
    await expect(row.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await userEvent.click(row.getByRole('button', { name: '减少数量' }));
    await userEvent.click(row.getByRole('button', { name: '减少数量' }));
    await expect(row.getByRole('textbox', { name: /的退款数量/ })).toHaveValue('3');
    await expect(canvas.getByText(/^已选/)).toHaveTextContent('已选 3 件，商品金额 ￥269.70');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /退款原因/ }), '不想要了');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ items: [{ orderInfoId: 201, num: 3 }], text: '不想要了', explain: '' }),
    );
  },
};

/** The tablet has an open refund: disabled, saying which; the earphones have two of three units left. */
export const LineWithOpenRefund: Story = {
  args: { order: partlyOpenOrder },
  play: async ({ canvas }) => {
    const tablet = lineOf(canvas, /StarPad/);
    await expect(tablet.box).toBeDisabled();
    await expect(tablet.row.getByText('退款处理中（RE202503121030150001）')).toBeVisible();
    await expect(tablet.row.queryByRole('textbox')).toBeNull();
    const buds = lineOf(canvas, /StarBuds/);
    await expect(buds.row.getByText('可退 2 件')).toBeVisible();
    await userEvent.click(buds.box);
    await expect(buds.row.getByRole('textbox', { name: /的退款数量/ })).toHaveValue('2');
    await expect(buds.row.getByRole('button', { name: '增加数量' })).toBeDisabled();
  },
};

/** Every unit refunded: the lines disabled, the reason, no form. */
export const NothingRefundable: Story = {
  args: { order: fullyRefundedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂不能申请退款' })).toBeVisible();
    await expect(canvas.getByText('订单中的商品已全部退款。')).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.getAllByText('已全部退款')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: '提交申请' })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Shipped, not received: a refund now is refused (crmeb-api §6 rule 14); the form says to confirm receipt first. */
export const AwaitingReceipt: Story = {
  args: { order: awaitingReceiptOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('订单正在配送中，请确认收货后再申请退货退款。');
    await expect(canvas.queryByRole('button', { name: '提交申请' })).toBeNull();
  },
};

/** Submitted with no line: the message under the lines, the first checkbox invalid and focused; nothing sent. */
export const NoLineChosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /退款原因/ }), '少件/漏发');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择要退款的商品');
    const first = canvas.getByRole('checkbox', { name: /StarPad/ });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('请选择要退款的商品');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Choosing a line clears the message.
    await userEvent.click(first);
    await waitFor(() => expect(canvas.queryByText('请选择要退款的商品')).toBeNull());
  },
};

/** A line chosen but no reason: the select is marked invalid, described by the message and focused. */
export const NoReason: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /充电器/ }));
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    const select = canvas.getByRole('combobox', { name: /退款原因/ });
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    await expect(select).toHaveAccessibleDescription('请选择退款原因');
    await waitFor(() => expect(select).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A description over 100 characters: the counter turns red, the message shows, the field is focused on submit. */
export const DescriptionTooLong: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /充电器/ }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /退款原因/ }), '收到商品破损');
    const area = canvas.getByRole('textbox', { name: '问题描述' });
    await userEvent.click(area);
    await userEvent.paste('充电器外壳有裂痕'.repeat(12) + '。插上电源后有焦味。');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    await expect(area).toHaveAccessibleDescription('106/100 问题描述最多 100 个字');
    // The counter turns red once past the limit.
    await expect(getComputedStyle(canvas.getByText('106/100')).color).toBe('rgb(192, 57, 43)');
    await waitFor(() => expect(area).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request is sent the button spins and further presses do nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /StarPad/ }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /退款原因/ }), '商品与描述不符');
    const submit = canvas.getByRole('button', { name: '提交申请' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the request: its message above the button. */
export const SubmitError: Story = {
  args: { submitError: '该商品已有退款正在处理，请勿重复申请', imagesCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该商品已有退款正在处理，请勿重复申请');
    await expect(canvas.getByRole('group', { name: /上传凭证/ })).toHaveTextContent('3/3 张');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Return and refund')).toBeVisible();
    await expect(canvas.getByText('Items to refund')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await expect(await canvas.findByText('Choose the items to refund')).toBeVisible();
    await expect(canvas.getByText('Choose a reason for the refund')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { order: unshippedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Remboursement seul')).toBeVisible();
    await expect(canvas.getByText('5 remboursable(s)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Envoyer la demande' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { order: partlyOpenOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('กำลังดำเนินการคืนเงิน (RE202503121030150001)')).toBeVisible();
    await expect(canvas.getByText('คืนสินค้าและคืนเงิน')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { order: awaitingReceiptOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ຍັງຂໍຄືນເງິນບໍ່ໄດ້ໃນຕອນນີ້' })).toBeVisible();
  },
};
