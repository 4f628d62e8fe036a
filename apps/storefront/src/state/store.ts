import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { browser } from '../platform/browser.ts';

/**
 * The storefront's shared interface state (spec §3 "shared state"): what
 * several pages and the layout read and change, so no page passes it down.
 * Server data — cart number, product categories, shop types and shop
 * categories — lives in the SWR cache instead (data/*.ts), shared the same way.
 */
export interface MallState {
  /** The sign-in dialog is open (the layout's "login flag", spec §2 Layout). */
  loginOpen: boolean;
  /** Offer guest (visitor) entry in the sign-in dialog (spec §4; shown only when the server allows it too). */
  showGuest: boolean;
  /** The order line being reviewed (spec §3; local storage `evaluationInfo`). */
  evaluationInfo: Record<string, unknown> | null;
  /** The PC banner of the shop being viewed (spec §3; local storage `merPcBanner`). */
  merPcBanner: string | null;
  /**
   * The leave-a-message form is open: opened by the floating window and by
   * a shop's customer-service entry when its channel is `message` (spec §3 Customer-service config).
   */
  leaveMessageOpen: boolean;
  openLogin: (withGuest?: boolean) => void;
  closeLogin: () => void;
  openLeaveMessage: () => void;
  closeLeaveMessage: () => void;
  setEvaluationInfo: (info: Record<string, unknown> | null) => void;
  setMerPcBanner: (banner: string | null) => void;
  /** Back to a guest's state (sign-out). */
  reset: () => void;
}

/** Local-storage keys of the persisted fields (spec §3). */
export const STORED_KEYS = { evaluationInfo: 'evaluationInfo', merPcBanner: 'merPcBanner' } as const;

const initial = { loginOpen: false, showGuest: false, evaluationInfo: null, merPcBanner: null, leaveMessageOpen: false };

/** One store per app instance: never a module singleton, so server rendering can make one per request. */
export function createMallStore(): StoreApi<MallState> {
  return createStore<MallState>()((set) => ({
    ...initial,
    openLogin: (withGuest = false) => set({ loginOpen: true, showGuest: withGuest }),
    closeLogin: () => set({ loginOpen: false, showGuest: false }),
    openLeaveMessage: () => set({ leaveMessageOpen: true }),
    closeLeaveMessage: () => set({ leaveMessageOpen: false }),
    setEvaluationInfo: (evaluationInfo) => set({ evaluationInfo }),
    setMerPcBanner: (merPcBanner) => set({ merPcBanner }),
    reset: () => set(initial),
  }));
}

/**
 * Reads the persisted fields from local storage into the store and keeps
 * writing them back on change. Call from an effect; returns the unsubscribe.
 */
export function persistStoredFields(store: StoreApi<MallState>): () => void {
  store.setState({
    evaluationInfo: browser.readJson<Record<string, unknown>>(STORED_KEYS.evaluationInfo) ?? null,
    merPcBanner: browser.readJson<string>(STORED_KEYS.merPcBanner) ?? null,
  });
  return store.subscribe((state, previous) => {
    if (state.evaluationInfo !== previous.evaluationInfo) browser.writeJson(STORED_KEYS.evaluationInfo, state.evaluationInfo);
    if (state.merPcBanner !== previous.merPcBanner) browser.writeJson(STORED_KEYS.merPcBanner, state.merPcBanner);
  });
}

export const MallStoreContext = createContext<StoreApi<MallState> | null>(null);

/** Reads (and subscribes to) part of the shared state. */
export function useMall<T>(select: (state: MallState) => T): T {
  const store = useContext(MallStoreContext);
  if (!store) throw new Error('useMall must be used inside the app shell');
  return useStore(store, select);
}
