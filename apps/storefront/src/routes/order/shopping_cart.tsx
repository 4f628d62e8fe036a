import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  Button,
  CartList,
  CartSummaryBar,
  Dialog,
  Link,
  PageHeading,
  isAllSelected,
  selectableIds,
  selectedCount,
  selectedTotalCents,
  toast,
} from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { confirmPath, goodsPath } from '../../app/paths.ts';
import { deleteCartLines, setCartQuantity, useCartList } from '../../data/cart.ts';
import { startPreOrder } from '../../data/order.ts';
import { useRevalidate } from '../../data/useApi.ts';

/** `/order/shopping_cart`: the cart grouped by shop, selection, quantities, checkout (spec §2; crmeb-api §3). */
export default function Cart() {
  const intl = useIntl();
  const api = useApiClient();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const valid = useCartList(true, true);
  const invalid = useCartList(true, false);
  const groups = valid.data ?? [];
  // Everything selectable is selected until the shopper changes the selection.
  const [picked, setPicked] = useState<ReadonlySet<number> | null>(null);
  const selectable = new Set(selectableIds(groups));
  const selected = new Set([...(picked ?? selectable)].filter((id) => selectable.has(id)));
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);

  const refresh = async () => {
    await revalidate('GET /api/front/cart/list', 'GET /api/front/cart/count');
  };
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  async function changeQuantity(id: number, number: number) {
    setBusy((b) => new Set(b).add(id));
    try {
      await setCartQuantity(api, id, number);
    } catch {
      // Shown by the client; the list below is re-read either way.
    } finally {
      await refresh();
      setBusy((b) => {
        const next = new Set(b);
        next.delete(id);
        return next;
      });
    }
  }

  async function remove(ids: number[]) {
    setDeleting(null);
    try {
      await deleteCartLines(api, ids);
      toast.success(intl.formatMessage({ id: 'toast.deleted' }));
    } catch {
      // Shown by the client.
    }
    await refresh();
  }

  async function checkout() {
    if (selected.size === 0) {
      toast.error(intl.formatMessage({ id: 'cart.selectItem' }));
      return;
    }
    setCheckingOut(true);
    try {
      navigate(confirmPath(await startPreOrder(api, { from: 'cart', cartIds: [...selected] })));
    } catch {
      await refresh();
    } finally {
      setCheckingOut(false);
    }
  }

  const all = isAllSelected(groups, selected);
  return (
    <>
      <title>{intl.formatMessage({ id: 'cart.title' })}</title>
      <PageHeading title={intl.formatMessage({ id: 'cart.title' })} />
      <CartList
        groups={groups}
        invalidGroups={invalid.data ?? []}
        selectedIds={selected}
        onToggleItem={(id, on) => toggle([id], on)}
        onToggleMerchant={(merId, on) =>
          toggle(groups.find((g) => g.merId === merId)?.cartInfoList.filter((l) => selectable.has(l.id)).map((l) => l.id) ?? [], on)
        }
        onToggleAll={(on) => setPicked(on ? selectable : new Set())}
        onQuantityChange={(id, n) => void changeQuantity(id, n)}
        onDelete={(ids) => setDeleting(ids)}
        onClearInvalid={() => void remove((invalid.data ?? []).flatMap((g) => g.cartInfoList.map((l) => l.id)))}
        busyIds={busy}
        loading={!valid.data && !valid.error}
        error={valid.error ? valid.error.message : null}
        onRetry={() => void refresh()}
        hrefFor={(line) => goodsPath(line.productId)}
        empty={
          <Link href="/" tone="brand">
            <FormattedMessage id="cart.goShopping" />
          </Link>
        }
      />
      {groups.length > 0 && (
        <CartSummaryBar
          allSelected={all}
          selectedCount={selectedCount(groups, selected)}
          totalCents={selectedTotalCents(groups, selected)}
          onToggleAll={(on) => setPicked(on ? selectable : new Set())}
          onDeleteSelected={() => selected.size > 0 && setDeleting([...selected])}
          onCheckout={() => void checkout()}
          checkingOut={checkingOut}
        />
      )}
      <Dialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'cart.deleteTitle' })}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button onClick={() => deleting && void remove(deleting)}>
              <FormattedMessage id="common.confirm" />
            </Button>
          </>
        }
      >
        <FormattedMessage id="cart.deleteBody" values={{ count: deleting?.length ?? 0 }} />
      </Dialog>
    </>
  );
}
