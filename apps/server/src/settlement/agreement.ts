import type { SettlementAgreement } from '@mall/api';
import { readSiteConfig } from '../catalog/home.ts';
import type { Db } from '../db/client.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/** The site setting that holds the settlement agreement. */
export const SETTLEMENT_CONFIG_KEY = 'settlement';

/** The `settlement` site setting: the agreement (HTML) by mall locale; zh-CN is the text every other falls back to. */
export interface SettlementSettings {
  agreement: Partial<Record<ServerLocale, string>>;
}

/**
 * `GET /api/front/merchant/settled/agreement` (crmeb-api §4.11): the agreement
 * in `locale` (the request's content locale: the locale cookie, then
 * Accept-Language; i18n/content.ts), else in zh-CN (the mall's home
 * language), else '' when the mall has none configured.
 */
export async function settlementAgreement(db: Db, locale: ServerLocale): Promise<SettlementAgreement> {
  const settings = await readSiteConfig<Partial<SettlementSettings>>(db, SETTLEMENT_CONFIG_KEY);
  const texts = settings?.agreement ?? {};
  return { agreement: texts[locale] || texts['zh-CN'] || '' };
}
