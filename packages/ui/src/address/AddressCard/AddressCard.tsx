import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { ChoiceCard } from '../../base/ChoiceCard/ChoiceCard.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';

/** One address, shaped like `UserAddress` of the API (crmeb-api §4.14). */
export interface AddressCardData {
  id: number;
  /** Consignee. */
  realName: string;
  phone: string;
  /** Dial code without `+`, e.g. `86`. */
  countryCode?: string;
  email?: string;
  country: string;
  detail: string;
  postCode: string;
  isDefault: boolean;
}

export interface AddressCardProps {
  address: AddressCardData;
  /** Checkout: the card is a radio button; `selected` is its state. */
  selected?: boolean;
  /** Makes the card a radio button (checkout address choice) that calls this when picked. */
  onSelect?: () => void;
  /** Shows 编辑. */
  onEdit?: () => void;
  /** `name` of the radio input, shared by the cards of one picker. */
  radioName?: string;
  /**
   * Address book (read-only card only): shows 删除, which asks for
   * confirmation in a dialog and calls this once confirmed.
   */
  onDelete?: () => void;
  /** Address book (read-only card only): shows 设为默认 on an address that is not the default. */
  onSetDefault?: () => void;
  /** The call of this card running: its button spins and ignores presses. */
  busy?: 'delete' | 'default' | null;
}

/**
 * The read-only card, drawn like an unchosen {@link ChoiceCard}: its padding is the
 * choice card's 1 px inner padding plus its label's 12/16 px, so both modes line up.
 */
const Card = styled.div`
  position: relative;
  display: flex;
  min-height: 132px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  padding: ${(p) => p.theme.space[3] + 1}px ${(p) => p.theme.space[4] + 1}px;
  overflow: hidden;
`;

/** The checkout card: a radio card as tall as the read-only one. */
const Choice = styled(ChoiceCard)`
  min-height: 132px;
`;

const Content = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

const Head = styled.span`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding-right: ${(p) => p.theme.space[8]}px;
  min-width: 0;
`;

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color.text};
`;

const DefaultBadge = styled.span`
  flex: none;
  padding: 0 ${(p) => p.theme.space[1] + 2}px;
  border-radius: 2px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: 18px;
`;

const Phone = styled.span`
  color: ${(p) => p.theme.color.text};
  font-variant-numeric: tabular-nums;
`;

const Detail = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Edit = styled(Button)`
  position: absolute;
  top: ${(p) => p.theme.space[2]}px;
  right: ${(p) => p.theme.space[3]}px;
  height: 24px;
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/** The address and, in the address book, its actions under it. */
const Column = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** 设为默认 and 删除 of the address book: a row of their own under the address, at the right. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[3]}px;
  margin-top: ${(p) => p.theme.space[1]}px;
  /* Line up with 编辑, which sits 12 px from the edge where the text keeps 17 px. */
  margin-right: -5px;
  button {
    height: 24px;
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

const ConfirmText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/**
 * One shipping address as a card: consignee, 默认 badge, phone with its dial
 * code, country and detailed address, post code, and 编辑 when `onEdit` is
 * given. With `onSelect` it becomes a radio button — a {@link ChoiceCard}, so
 * arrow keys move between the cards of an {@link AddressPicker} and the
 * selected card gets a red border and a ticked corner; 编辑 stays outside the
 * radio's label, so pressing it does not pick the card. In the address book
 * (read-only card) `onSetDefault` adds 设为默认 on an address that is not the
 * default, and `onDelete` adds 删除, confirmed first in a {@link Dialog}
 * ("取消" closes it, 删除 reports it); `busy` spins the running one.
 * @see spec §3 Address; crmeb-api §3 /order/order_confirm, §4.14; crmeb-wire §12
 */
export function AddressCard({ address, selected = false, onSelect, onEdit, radioName, onDelete, onSetDefault, busy = null }: AddressCardProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const phone = address.countryCode ? `+${address.countryCode.replace(/^\+/, '')} ${address.phone}` : address.phone;
  const content = (
    <Content>
      <Head>
        <Name>{address.realName}</Name>
        {address.isDefault && (
          <DefaultBadge>
            <FormattedMessage id="addressCard.default" />
          </DefaultBadge>
        )}
      </Head>
      <Phone>{phone}</Phone>
      <Detail>
        {address.country} {address.detail}
      </Detail>
      <span>
        <FormattedMessage id="addressCard.postCode" values={{ postCode: address.postCode }} />
      </span>
    </Content>
  );
  const edit = onEdit && (
    <Edit
      variant="link"
      size="sm"
      aria-label={intl.formatMessage({ id: 'addressCard.editLabel' }, { name: address.realName })}
      onClick={onEdit}
    >
      <FormattedMessage id="addressCard.edit" />
    </Edit>
  );
  if (onSelect)
    return (
      <Choice
        name={radioName}
        value={address.id}
        checked={selected}
        onChange={() => onSelect()}
        aside={edit}
        data-address-id={address.id}
      >
        {content}
      </Choice>
    );
  const showDefault = onSetDefault && !address.isDefault;
  return (
    <Card data-address-id={address.id}>
      <Column>
        {content}
        {(showDefault || onDelete) && (
          <Actions>
            {showDefault && (
              <Button
                variant="link"
                size="sm"
                loading={busy === 'default'}
                repeatGuardMs={SERVER_ACTION_GUARD_MS}
                aria-label={intl.formatMessage({ id: 'addressCard.setDefaultLabel' }, { name: address.realName })}
                onClick={onSetDefault}
              >
                <FormattedMessage id="addressCard.setDefault" />
              </Button>
            )}
            {onDelete && (
              <Button
                variant="link"
                size="sm"
                loading={busy === 'delete'}
                aria-haspopup="dialog"
                aria-label={intl.formatMessage({ id: 'addressCard.deleteLabel' }, { name: address.realName })}
                onClick={() => setConfirming(true)}
              >
                <FormattedMessage id="addressCard.delete" />
              </Button>
            )}
          </Actions>
        )}
      </Column>
      {edit}
      {onDelete && (
        <Dialog
          open={confirming}
          title={intl.formatMessage({ id: 'addressCard.deleteTitle' })}
          onClose={() => setConfirming(false)}
          width={400}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button
                repeatGuardMs={SERVER_ACTION_GUARD_MS}
                onClick={() => {
                  setConfirming(false);
                  onDelete();
                }}
              >
                {intl.formatMessage({ id: 'addressCard.delete' })}
              </Button>
            </>
          }
        >
          <ConfirmText>{intl.formatMessage({ id: 'addressCard.deleteConfirm' }, { name: address.realName })}</ConfirmText>
        </Dialog>
      )}
    </Card>
  );
}
