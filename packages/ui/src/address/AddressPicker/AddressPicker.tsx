import styled from '@emotion/styled';
import { MapPin, Plus } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { focusRing } from '../../theme/theme.ts';
import { AddressCard, type AddressCardProps } from '../AddressCard/AddressCard.tsx';

export interface AddressPickerProps {
  /** The shopper's addresses (`GET /api/pc/address/all/list`). */
  addresses: AddressCardProps['address'][];
  /** Id of the chosen address, or null when none is chosen yet. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The "+ 新增收货地址" card (and the empty state's button). */
  onAdd: () => void;
  /** Shows 编辑 on every card. */
  onEdit?: (id: number) => void;
  /** Shows skeleton cards. */
  loading?: boolean;
  /** Shows an error state with this message. */
  error?: string | null;
  onRetry?: () => void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${(p) => p.theme.space[4]}px;
`;

const AddCard = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]}px;
  min-height: 132px;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.md}px;
  cursor: pointer;
  transition:
    color ${(p) => p.theme.motion.fast}ms,
    border-color ${(p) => p.theme.motion.fast}ms;
  &:hover {
    color: ${(p) => p.theme.color.brand};
    border-color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  min-height: 132px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
`;

const EmptyBox = styled.div`
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  > section {
    padding: ${(p) => p.theme.space[6]}px ${(p) => p.theme.space[4]}px;
  }
`;

/**
 * The address choice of the order confirm page: the addresses as a radio
 * group of {@link AddressCard}s (arrow keys move the choice) followed by a
 * "+ 新增收货地址" card. With no address it asks for the first one, since an
 * order needs a shipping address (spec §5 "select shipping address").
 * @see spec §2 order confirm, §5; crmeb-api §3 /order/order_confirm
 */
export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
  loading = false,
  error,
  onRetry,
}: AddressPickerProps) {
  const intl = useIntl();
  const name = useId();

  if (error) return <ErrorState message={error} onRetry={onRetry} />;

  if (loading)
    return (
      <Grid role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'addressPicker.loading' })}>
        {[0, 1, 2].map((i) => (
          <SkeletonCard key={i}>
            <Skeleton width={96} />
            <Skeleton width={140} height={14} />
            <Skeleton width="90%" height={14} />
            <Skeleton width={100} height={14} />
          </SkeletonCard>
        ))}
      </Grid>
    );

  const addLabel = <FormattedMessage id="addressPicker.add" />;

  if (addresses.length === 0)
    return (
      <EmptyBox>
        <EmptyState
          icon={<MapPin size={48} strokeWidth={1.25} aria-hidden />}
          title={<FormattedMessage id="addressPicker.emptyTitle" />}
          description={<FormattedMessage id="addressPicker.emptyDescription" />}
          action={
            <Button icon={<Plus size={16} aria-hidden />} onClick={onAdd}>
              {addLabel}
            </Button>
          }
        />
      </EmptyBox>
    );

  return (
    <Grid role="radiogroup" aria-label={intl.formatMessage({ id: 'addressPicker.label' })}>
      {addresses.map((address) => (
        <AddressCard
          key={address.id}
          address={address}
          radioName={name}
          selected={address.id === selectedId}
          onSelect={() => onSelect(address.id)}
          onEdit={onEdit ? () => onEdit(address.id) : undefined}
        />
      ))}
      <AddCard type="button" onClick={onAdd}>
        <Plus size={24} aria-hidden />
        {addLabel}
      </AddCard>
    </Grid>
  );
}
