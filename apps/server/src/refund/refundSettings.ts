/**
 * Refund settings (config.ts `REFUND_*`; the issue "After-sale").
 */
export interface RefundSettings {
  /** `REFUND_MAX_IMAGES`: most voucher images on one refund (default 3). */
  maxImages: number;
  /** `REFUND_AUTO_APPROVE_HOURS`: a refund under review this long is approved by the job runner (default 48). */
  autoApproveHours: number;
  /** `REFUND_REASONS`: the reasons offered, one per line (crmeb-api §4.9 `stor_reason`). */
  reasons: string[];
}

/** The provider's seeded reasons (crmeb-api §4.9), in the mall's default language. */
export const DEFAULT_REFUND_REASONS = ['收货地址填错了', '与描述不符', '信息填错了，重新拍', '收到商品损坏了', '未按预定时间发货', '其它原因'];

export const DEFAULT_REFUND_SETTINGS: RefundSettings = { maxImages: 3, autoApproveHours: 48, reasons: DEFAULT_REFUND_REASONS };
