import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ValidationError, type Address, type FieldError } from '@mall/api';
import { AddressCard, AddressDialog, Button, EmptyState, ErrorState, PageHeading, Pagination, Skeleton, toast, type AddressFormValues } from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { ADDRESS_READS, toAddressInput, useAddresses } from '../../data/address.ts';
import { useRevalidate } from '../../data/useApi.ts';

const PAGE_SIZE = 10;

/** Layout glue: address cards in two columns. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]}px;
`;

/** `/users/address_list`: the address book, add and edit (spec §2; crmeb-api §3). */
export default function Addresses() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const addresses = useAddresses(true, page, PAGE_SIZE);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);

  async function save(values: AddressFormValues) {
    setFieldErrors([]);
    try {
      await api.request('POST /api/front/address/edit', {
        body: { ...toAddressInput(values), ...(editing && editing !== 'new' ? { id: editing.id } : {}) },
        silent: true,
      });
      toast.success(intl.formatMessage({ id: 'toast.saved' }));
      setEditing(null);
      await revalidate(...ADDRESS_READS);
    } catch (error) {
      if (error instanceof ValidationError && error.fieldErrors.length > 0) setFieldErrors(error.fieldErrors);
      else toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  const title = intl.formatMessage({ id: 'addresses.title' });
  const list = addresses.data?.list ?? [];
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
      ) : !addresses.data ? (
        <Skeleton height={160} />
      ) : list.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'addresses.empty' })} />
      ) : (
        <Grid>
          {list.map((address) => (
            <AddressCard key={address.id} address={address} onEdit={() => setEditing(address)} />
          ))}
        </Grid>
      )}
      <Pagination page={page} total={addresses.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => setParams({ page: String(next) })} />
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
