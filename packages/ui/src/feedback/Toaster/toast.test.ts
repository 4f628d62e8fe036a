import { describe, expect, it, vi } from 'vitest';
import { toast, toasterReady } from './toast.ts';

describe('toast', () => {
  it('queues toasts until the toaster is ready, then shows them in order, then shows directly', () => {
    toast.success('已加入购物车');
    toast.error('库存不足');
    const sonner = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() });
    toasterReady(sonner as never);
    expect(sonner.success).toHaveBeenCalledWith('已加入购物车');
    expect(sonner.error).toHaveBeenCalledWith('库存不足');
    toast('你好');
    expect(sonner).toHaveBeenCalledWith('你好');
    toasterReady(undefined);
    toast.info('later');
    expect(sonner.info).not.toHaveBeenCalled();
  });
});
