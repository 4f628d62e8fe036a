import type { ServerLocale } from '../i18n/locale.ts';

/**
 * Refund settings (config.ts `REFUND_*`; the issue "After-sale").
 */
export interface RefundSettings {
  /** `REFUND_MAX_IMAGES`: most voucher images on one refund (default 3). */
  maxImages: number;
  /** `REFUND_AUTO_APPROVE_HOURS`: a refund under review this long is approved by the job runner (default 48). */
  autoApproveHours: number;
  /**
   * `REFUND_REASONS`: the reasons offered, one per line (crmeb-api §4.9
   * `stor_reason`), in the operator's language for every shopper; by default
   * the provider's reasons in each locale of the mall.
   */
  reasons: string[] | Record<ServerLocale, string[]>;
}

/**
 * The provider's seeded reasons (crmeb-api §4.9) in every locale of the mall,
 * in the same order. A reason is free text on the refund (a record, kept as
 * the shopper picked it), so locales need not share the words.
 */
export const DEFAULT_REFUND_REASONS: Record<ServerLocale, string[]> = {
  'zh-CN': ['收货地址填错了', '与描述不符', '信息填错了，重新拍', '收到商品损坏了', '未按预定时间发货', '其它原因'],
  en: ['Wrong delivery address', 'Not as described', 'Wrong details, ordering again', 'Arrived damaged', 'Not shipped on time', 'Other reason'],
  fr: ['Adresse de livraison erronée', 'Non conforme à la description', 'Informations erronées, je recommande', 'Reçu endommagé', 'Non expédié dans les délais', 'Autre raison'],
  th: ['กรอกที่อยู่จัดส่งผิด', 'สินค้าไม่ตรงตามคำอธิบาย', 'กรอกข้อมูลผิด จะสั่งใหม่', 'ได้รับสินค้าที่เสียหาย', 'ไม่จัดส่งตามเวลาที่กำหนด', 'เหตุผลอื่น'],
  lao: ['ໃສ່ທີ່ຢູ່ຈັດສົ່ງຜິດ', 'ສິນຄ້າບໍ່ກົງກັບຄຳອະທິບາຍ', 'ໃສ່ຂໍ້ມູນຜິດ ຈະສັ່ງໃໝ່', 'ໄດ້ຮັບສິນຄ້າທີ່ເສຍຫາຍ', 'ບໍ່ຈັດສົ່ງຕາມເວລາທີ່ກຳນົດ', 'ເຫດຜົນອື່ນ'],
};

/** The reasons a shopper reading `locale` is offered. */
export function refundReasonsIn(settings: Pick<RefundSettings, 'reasons'>, locale: ServerLocale): string[] {
  return Array.isArray(settings.reasons) ? settings.reasons : settings.reasons[locale];
}

export const DEFAULT_REFUND_SETTINGS: RefundSettings = { maxImages: 3, autoApproveHours: 48, reasons: DEFAULT_REFUND_REASONS };
