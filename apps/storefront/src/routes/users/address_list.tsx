import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address, FieldError } from '@mall/api';
import {
  AddressCard,
  AddressDialog,
  Button,
  CardGrid,
  EmptyState,
  ErrorState,
  PageHeading,
  Pagination,
  Skeleton,
  toast,
  type AddressFormValues,
} from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { ADDRESS_READS, saveAddress, useAddressChanges, useAddresses } from '../../data/address.ts';
import { addressFailure } from '../../data/addressFailure.ts';
import { useRevalidate } from '../../data/useApi.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';

const PAGE_SIZE = 10;

/**
 * `/users/address_list`: the address book (spec §2, §3 Address; crmeb-wire
 * §12): add and edit in a dialog, set as default, delete after a
 * confirmation, paged (the page in the URL, the menu's `menuCur` kept). An
 * address deleted meanwhile (in another tab) says "Address does not exist"
 * (spec §8), closes its dialog and the list is read again.
 */
export default function Addresses() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const [params, update] = useQueryState();
  const page = pageParam(params);
  const addresses = useAddresses(true, page, PAGE_SIZE);
  const changes = useAddressChanges();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);

  // The last address of a page past the first was deleted (or an old link): show the last page that has any.
  const data = addresses.data;
  const fallback = data && data.list.length === 0 && page > 1 ? Math.max(1, data.totalPage) : undefined;
  useEffect(() => {
    if (fallback !== undefined && fallback !== page) update({ page: fallback }, { replace: true });
  });

  async function save(values: AddressFormValues) {
    setFieldErrors([]);
    try {
      await saveAddress(api, values, editing && editing !== 'new' ? editing.id : undefined);
      toast.success(intl.formatMessage({ id: 'toast.saved' }));
      setEditing(null);
      await revalidate(...ADDRESS_READS);
    } catch (error) {
      const failure = addressFailure(error);
      if (failure.kind === 'fields') setFieldErrors(failure.fieldErrors);
      else if (failure.kind === 'failed') toast.error(failure.message);
      else {
        toast.error(intl.formatMessage({ id: 'addresses.gone' }));
        setEditing(null);
        await revalidate(...ADDRESS_READS);
      }
    }
  }

  const title = intl.formatMessage({ id: 'addresses.title' });
  const list = data?.list ?? [];
  return (
    <>
      <title>{title}</title>
      <PageHeading
        title={title}
        actions={
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {intl.formatMessage({ id: 'addresses.add' })}
          </Button>
        }
      />
      {addresses.error ? (
        <ErrorState message={addresses.error.message} onRetry={() => void addresses.mutate()} />
      ) : !data ? (
        <Skeleton height={160} />
      ) : list.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'addresses.empty' })} />
      ) : (
        <CardGrid as="div" columns={2} gap={4}>
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing(address)}
              onSetDefault={() => void changes.setDefault(address.id)}
              onDelete={() => void changes.remove(address.id)}
              busy={changes.busy?.id === address.id ? changes.busy.kind : null}
            />
          ))}
        </CardGrid>
      )}
      <Pagination page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => update({ page: next })} />
      <AddressDialog
        open={editing !== null}
        mode={editing === 'new' ? 'add' : 'edit'}
        initialValues={editing && editing !== 'new' ? editing : undefined}
        onClose={() => setEditing(null)}
        onSubmit={save}
        fieldErrors={fieldErrors}
      />
    </>
  );
}
