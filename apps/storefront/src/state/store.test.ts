import { beforeEach, describe, expect, it, vi } from 'vitest';

const storage = new Map<string, string>();
vi.mock('../platform/browser.ts', () => ({
  browser: {
    readJson: (key: string) => (storage.has(key) ? JSON.parse(storage.get(key)!) : undefined),
    writeJson: (key: string, value: unknown) => storage.set(key, JSON.stringify(value)),
  },
}));

const { createMallStore, persistStoredFields } = await import('./store.ts');

describe('shared interface state (spec §3)', () => {
  beforeEach(() => storage.clear());

  it('opens and closes the sign-in dialog, with or without guest entry', () => {
    const store = createMallStore();
    store.getState().openLogin(true);
    expect(store.getState()).toMatchObject({ loginOpen: true, showGuest: true });
    store.getState().closeLogin();
    expect(store.getState()).toMatchObject({ loginOpen: false, showGuest: false });
  });

  it('opens and closes the leave-a-message form shared by the floating window and the shops', () => {
    const store = createMallStore();
    expect(store.getState().leaveMessageOpen).toBe(false);
    store.getState().openLeaveMessage();
    expect(store.getState().leaveMessageOpen).toBe(true);
    store.getState().closeLeaveMessage();
    expect(store.getState().leaveMessageOpen).toBe(false);
  });

  it('keeps evaluationInfo and merPcBanner in local storage under their own keys', () => {
    storage.set('merPcBanner', JSON.stringify('/media/art/cover/a-1.svg'));
    const store = createMallStore();
    const stop = persistStoredFields(store);
    expect(store.getState().merPcBanner).toBe('/media/art/cover/a-1.svg');
    store.getState().setEvaluationInfo({ id: 7, merOrderNo: 'SH1' });
    expect(JSON.parse(storage.get('evaluationInfo')!)).toEqual({ id: 7, merOrderNo: 'SH1' });
    stop();
    store.getState().setEvaluationInfo(null);
    expect(JSON.parse(storage.get('evaluationInfo')!)).toEqual({ id: 7, merOrderNo: 'SH1' });
  });

  it('reset returns to a guest state', () => {
    const store = createMallStore();
    store.getState().openLogin();
    store.getState().setMerPcBanner('x');
    store.getState().reset();
    expect(store.getState()).toMatchObject({ loginOpen: false, merPcBanner: null, evaluationInfo: null });
  });
});
