import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Price } from '../../money/Price/Price.tsx';
import { Button } from '../Button/Button.tsx';
import { ChoiceCard } from './ChoiceCard.tsx';

const meta = {
  title: 'Base / ChoiceCard',
  component: ChoiceCard,
  args: {
    name: 'delivery',
    value: 'express',
    checked: false,
    onChange: fn(),
    children: null,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChoiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content laid out by the caller: a delivery option with its title and hint, and its fee on the right. */
const Content = styled.span`
  flex: 1;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  min-width: 0;
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  b {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  small {
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

function Option({ title, hint, fee }: { title: string; hint: string; fee?: number }) {
  return (
    <Content>
      <Text>
        <b>{title}</b>
        <small>{hint}</small>
      </Text>
      {fee !== undefined && <Price cents={fee} size="sm" />}
    </Content>
  );
}

const express = <Option title="顺丰速运" hint="预计明天送达" fee={1200} />;

/** Not chosen: a click anywhere on the card picks it. */
export const Default: Story = {
  args: { children: express },
  render: (args) => (
    <div role="radiogroup" aria-label="配送方式">
      <ChoiceCard {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const radio = canvas.getByRole('radio', { name: /顺丰速运/ });
    await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('预计明天送达'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Chosen: red 2 px border and the ticked corner. */
export const Checked: Story = {
  args: { children: express, checked: true },
  render: (args) => (
    <div role="radiogroup" aria-label="配送方式">
      <ChoiceCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /顺丰速运/ })).toBeChecked();
  },
};

/** Disabled: grey, and a click does nothing. */
export const Disabled: Story = {
  args: { children: <Option title="同城闪送" hint="当前地址不支持" />, disabled: true, value: 'flash' },
  render: (args) => (
    <div role="radiogroup" aria-label="配送方式">
      <ChoiceCard {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const radio = canvas.getByRole('radio', { name: /同城闪送/ });
    await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('当前地址不支持'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const onEdit = fn();

/** A control in `aside` sits on the card without picking it. */
export const WithAside: Story = {
  args: {
    children: <Option title="顺丰速运" hint="预计明天送达" />,
    aside: (
      <Button variant="link" size="sm" style={{ position: 'absolute', top: 8, right: 12 }} onClick={() => onEdit()}>
        修改
      </Button>
    ),
  },
  render: (args) => (
    <div role="radiogroup" aria-label="配送方式">
      <ChoiceCard {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    onEdit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '修改' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const options = [
  { value: 'express', title: '顺丰速运', hint: '预计明天送达', fee: 1200 },
  { value: 'standard', title: '普通快递', hint: '预计 3–5 天送达，免运费' },
  { value: 'flash', title: '同城闪送', hint: '当前地址不支持', disabled: true },
  { value: 'pickup', title: '门店自提', hint: '深圳南山店，营业至 22:00' },
];

/** A group with state: arrow keys move the choice and skip the disabled card. */
export const KeyboardGroup: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 700 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState('express');
    return (
      <div role="radiogroup" aria-label="配送方式" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        {options.map((o) => (
          <ChoiceCard
            key={o.value}
            name="delivery-group"
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={(e) => {
              setValue(o.value);
              args.onChange(e);
            }}
          >
            <Option title={o.title} hint={o.hint} fee={o.fee} />
          </ChoiceCard>
        ))}
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /普通快递/ }));
    await expect(canvas.getByRole('radio', { name: /普通快递/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /门店自提/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /门店自提/ })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Long text wraps inside the card. */
export const LongText: Story = {
  args: {
    checked: true,
    children: (
      <Option
        title="跨境国际物流（含清关服务）优先派送专线"
        hint="预计 7–12 个工作日送达，偏远地区可能延迟，请保持电话畅通以便海关联系"
        fee={8800}
      />
    ),
  },
  render: (args) => (
    <div role="radiogroup" aria-label="配送方式">
      <ChoiceCard {...args} />
    </div>
  ),
};

/** Lao text. */
export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { checked: true, children: <Option title="ສົ່ງດ່ວນ" hint="ຄາດວ່າຈະສົ່ງຮອດມື້ອື່ນ" fee={1200} /> },
  render: (args) => (
    <div role="radiogroup" aria-label="ວິທີຈັດສົ່ງ">
      <ChoiceCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /ສົ່ງດ່ວນ/ })).toBeChecked();
  },
};
