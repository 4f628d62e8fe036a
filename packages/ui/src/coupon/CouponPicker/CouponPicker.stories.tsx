import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { checkoutPlatform, checkoutShops, huaweiGoodsCoupon, huaweiShopCoupon, platformCoupon } from '../fixtures.ts';
import { CouponPicker } from './CouponPicker.tsx';

const meta = {
  title: 'Coupon / CouponPicker',
  component: CouponPicker,
  // Validity days in China time, as the mall sets them, so the pictures do not depend on the machine's zone.
  args: { shops: checkoutShops, platform: checkoutPlatform, selected: { merchant: {}, platform: 0 }, onChange: fn(), timeZone: 'Asia/Shanghai' },
  // The main column of the confirm page.
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof CouponPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One group per shop and one for the platform, each with 不使用优惠券 first;
 * the unusable coupons apart with their reason. Picking a coupon reports
 * the whole selection.
 */
export const SomeUsable: Story = {
  play: async ({ canvas, args }) => {
    const huawei = canvas.getByRole('radiogroup', { name: /^星河官方旗舰店/ });
    await expect(within(huawei).getAllByRole('radio')).toHaveLength(3);
    await expect(within(huawei).getByRole('radio', { name: '不使用优惠券' })).toBeChecked();
    const shopRadio = within(huawei).getByRole('radio', { name: '￥100.00 满 ￥1,000.00 可用 店铺通用 星河官方旗舰店 春季焕新券' });
    await expect(shopRadio).toHaveAccessibleDescription('2025/03/01 至 2025/03/31');
    await userEvent.click(shopRadio);
    await expect(args.onChange).toHaveBeenLastCalledWith({ merchant: { 1: huaweiShopCoupon.id }, platform: 0 });
    // The second shop has nothing usable: no radios, its coupons listed with why.
    await expect(canvas.queryByRole('radiogroup', { name: /^松果森林/ })).toBeNull();
    const squirrels = canvas.getByRole('list', { name: '不可用优惠券（2）' });
    await expect(within(squirrels).getAllByRole('listitem')[0]).toHaveTextContent('2025/04/10 起可用');
    await expect(within(squirrels).getAllByRole('listitem')[1]).toHaveTextContent('已过期');
    await expect(canvas.getAllByRole('list', { name: '不可用优惠券（1）' })[0]).toHaveTextContent('还差 ￥2,801.00 可用');
    const platform = canvas.getByRole('radiogroup', { name: /^平台优惠券/ });
    await userEvent.click(within(platform).getByRole('radio', { name: /平台满减券/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ merchant: {}, platform: platformCoupon.id });
  },
};

/** A shop coupon and the platform coupon chosen; choosing 不使用优惠券 reports 0 for that shop only. */
export const Selected: Story = {
  args: { selected: { merchant: { 1: huaweiGoodsCoupon.id }, platform: platformCoupon.id } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /StarPad 系列专享券/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /平台满减券/ })).toBeChecked();
    const huawei = canvas.getByRole('radiogroup', { name: /^星河官方旗舰店/ });
    await userEvent.click(within(huawei).getByRole('radio', { name: '不使用优惠券' }));
    await expect(args.onChange).toHaveBeenCalledWith({ merchant: { 1: 0 }, platform: platformCoupon.id });
  },
};

/** With state: arrow keys move the choice within a shop's group. */
export const Keyboard: Story = {
  render: controlled(CouponPicker, 'selected', 'onChange'),
  play: async ({ canvas, args }) => {
    const huawei = canvas.getByRole('radiogroup', { name: /^星河官方旗舰店/ });
    await userEvent.click(within(huawei).getByRole('radio', { name: '不使用优惠券' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ merchant: { 1: huaweiShopCoupon.id }, platform: 0 });
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ merchant: { 1: huaweiGoodsCoupon.id }, platform: 0 });
    await expect(within(huawei).getByRole('radio', { name: /StarPad 系列专享券/ })).toBeChecked();
  },
};

/** No coupon at all. */
export const NoneAvailable: Story = {
  args: { shops: checkoutShops.map((shop) => ({ ...shop, usable: [], unusable: [] })), platform: { usable: [], unusable: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无可用优惠券');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Nothing usable, only coupons that do not apply yet. */
export const OnlyUnusable: Story = {
  args: { shops: [checkoutShops[1]!], platform: { usable: [], unusable: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByText('0 张可用')).toBeVisible();
  },
};

/** The order is being re-priced: every choice is off. */
export const Disabled: Story = {
  args: { disabled: true, selected: { merchant: { 1: huaweiShopCoupon.id }, platform: 0 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: '选择优惠券' })).toHaveAttribute('aria-busy', 'true');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('平台满减券'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { selected: { merchant: { 1: huaweiShopCoupon.id }, platform: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { name: 'No coupon' })).toHaveLength(2);
    await expect(canvas.getByText('Usable from 04/10/2025')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Spend ￥2,801.00 more to use it')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { name: 'Sans coupon' })).toHaveLength(2);
    await expect(canvas.getByText('Utilisable à partir du 10/04/2025')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { selected: { merchant: {}, platform: platformCoupon.id } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('คูปองแพลตฟอร์ม')).toBeVisible();
    await expect(canvas.getByText('หมดอายุแล้ว')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { name: 'ບໍ່ໃຊ້ຄູປອງ' })).toHaveLength(2);
  },
};
