import styled from '@emotion/styled';
import { BadgeDollarSign, CreditCard, HandCoins, QrCode, Wallet, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceCard } from '../../base/ChoiceCard/ChoiceCard.tsx';
import { Price } from '../../money/Price/Price.tsx';

/**
 * Payment types the picker offers (`payType` of create order and payment);
 * `yue` is the shopper's mall balance (余额支付), the provider's name for it.
 */
export type PayTypeOption = 'yue' | 'paypal' | 'stripe' | 'wechat' | 'cod';

/** Which payment types are switched on (`GET /api/front/pay/method`). */
export interface PaymentMethodSwitches {
  /** The mall balance (`yue`, 余额支付). */
  yuePaySwitch: boolean;
  paypalStatus: boolean;
  stripeStatus: boolean;
  wechatPaySwitch: boolean;
  /** Cash on delivery (货到付款); off when absent. */
  codSwitch?: boolean;
  /** UPI; accepted so the API's switches fit, but the picker offers no UPI. */
  upiSwitch?: boolean;
}

export interface PaymentMethodPickerProps {
  methods: PaymentMethodSwitches;
  /** The chosen `payType`, or null. */
  value: string | null;
  onChange: (payType: PayTypeOption) => void;
  /** The shopper's balance, cents; shown on 余额支付 and compared with `payCents`. */
  balanceCents?: number;
  /** What the order costs, cents. */
  payCents: number;
}

/**
 * Display order, switch and message-id stem of every payment type. The balance keeps
 * its `balance` message ids from before the pay type took the provider's name.
 */
const OPTIONS: { type: PayTypeOption; on: keyof PaymentMethodSwitches; icon: LucideIcon; messageKey: string }[] = [
  { type: 'yue', on: 'yuePaySwitch', icon: Wallet, messageKey: 'balance' },
  { type: 'wechat', on: 'wechatPaySwitch', icon: QrCode, messageKey: 'wechat' },
  { type: 'paypal', on: 'paypalStatus', icon: BadgeDollarSign, messageKey: 'paypal' },
  { type: 'stripe', on: 'stripeStatus', icon: CreditCard, messageKey: 'stripe' },
  { type: 'cod', on: 'codSwitch', icon: HandCoins, messageKey: 'cod' },
];

/** Message id of the name of a payment type (also used by PaymentResult). */
export function payTypeMessageId(payType: string): string | undefined {
  const option = OPTIONS.find((o) => o.type === payType);
  return option && `paymentMethodPicker.${option.messageKey}`;
}

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${(p) => p.theme.space[3]}px;
`;

/** A payment method: a radio card at least 64 px tall. */
const Card = styled(ChoiceCard)`
  min-height: 64px;
`;

/** Icon and texts, centred in the card. */
const Content = styled('span', { shouldForwardProp: (prop) => prop !== 'disabled' })<{ disabled: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
  > svg {
    flex: none;
    color: ${(p) => (p.disabled ? p.theme.color.disabledText : p.theme.color.brand)};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span<{ disabled: boolean }>`
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
  color: ${(p) => (p.disabled ? p.theme.color.disabledText : p.theme.color.text)};
`;

const Hint = styled.span`
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
  b {
    font-weight: ${(p) => p.theme.font.weight.medium};
    color: ${(p) => p.theme.color.danger};
  }
`;

const HintPrice = styled(Price)`
  color: inherit;
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[4]}px;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  text-align: center;
`;

/**
 * The payment-method choice of the order confirm page: a radio group of cards
 * ({@link ChoiceCard}, each with the method's icon, name and a hint)
 * for the switched-on methods only (余额支付, 微信支付, PayPal, 银行卡支付,
 * 货到付款).
 * 余额支付 shows "可用余额 ￥x" and is disabled with 余额不足 when the balance
 * is below what the order costs. With nothing switched on it says that no
 * method is available. Arrow keys move the choice (native radios). Money in
 * integer cents.
 * @see spec §2 order confirm, §3 Order (payment method), §5; crmeb-api §4.8 pay/method
 */
export function PaymentMethodPicker({ methods, value, onChange, balanceCents, payCents }: PaymentMethodPickerProps) {
  const intl = useIntl();
  const name = useId();
  const options = OPTIONS.filter((o) => methods[o.on]);

  if (options.length === 0)
    return (
      <Empty role="status">
        <FormattedMessage id="paymentMethodPicker.empty" />
      </Empty>
    );

  return (
    <Group role="radiogroup" aria-label={intl.formatMessage({ id: 'paymentMethodPicker.label' })}>
      {options.map(({ type, icon: Icon, messageKey }) => {
        const insufficient = type === 'yue' && balanceCents !== undefined && balanceCents < payCents;
        const checked = value === type;
        const hintId = `${name}-${type}-hint`;
        const titleId = `${name}-${type}-title`;
        return (
          <Card
            key={type}
            name={name}
            value={type}
            checked={checked && !insufficient}
            disabled={insufficient}
            aria-labelledby={titleId}
            aria-describedby={hintId}
            onChange={() => onChange(type)}
          >
            <Content disabled={insufficient}>
              <Icon size={28} strokeWidth={1.5} aria-hidden />
              <Text>
                <Title id={titleId} disabled={insufficient}>
                  <FormattedMessage id={`paymentMethodPicker.${messageKey}`} />
                </Title>
                <Hint id={hintId}>
                  {type === 'yue' ? (
                    <>
                      {balanceCents !== undefined && (
                        <FormattedMessage
                          id="paymentMethodPicker.balanceAvailable"
                          values={{ amount: <HintPrice cents={balanceCents} size="sm" /> }}
                        />
                      )}
                      {insufficient && (
                        <>
                          {' '}
                          <b>
                            <FormattedMessage id="paymentMethodPicker.insufficient" />
                          </b>
                        </>
                      )}
                    </>
                  ) : (
                    <FormattedMessage id={`paymentMethodPicker.${messageKey}Hint`} />
                  )}
                </Hint>
              </Text>
            </Content>
          </Card>
        );
      })}
    </Group>
  );
}
