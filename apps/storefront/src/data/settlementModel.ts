import type { MerchantApplication, MerchantApplyInput, MerchantCategory, MerchantType } from '@mall/api';
import { DEFAULT_COUNTRY, mainCountryOfDialCode, type SettlementApplication, type SettlementFormValues, type SettlementRecordData } from '@mall/ui';

/*
 * Between the settlement contract (@mall/api) and the settlement components
 * (@mall/ui): the record cards want the category and type names, the form
 * wants its values as it holds them, the server wants the application's body.
 */

/**
 * An application as its record card shows it: the contract's fields with
 * the names of its category and shop type, '' for one no longer listed (or
 * while the lists load).
 * @see spec §4 Merchant application statuses; crmeb-wire §15 settled/record
 */
export function settlementRecordOf(
  application: MerchantApplication,
  categories: readonly MerchantCategory[] | undefined,
  types: readonly MerchantType[] | undefined,
): SettlementRecordData {
  return {
    id: application.id,
    name: application.name,
    realName: application.realName,
    email: application.email,
    phone: application.phone ? (application.countryCode ? `+${application.countryCode} ${application.phone}` : application.phone) : '',
    categoryId: application.categoryId,
    typeId: application.typeId,
    categoryName: categories?.find((c) => c.id === application.categoryId)?.name ?? '',
    typeName: types?.find((t) => t.id === application.typeId)?.name ?? '',
    handlingFee: application.handlingFee,
    keywords: application.keywords,
    address: application.address,
    auditStatus: application.auditStatus,
    denialReason: application.denialReason,
    qualificationPicture: application.qualificationPicture,
    createTime: application.createTime,
  };
}

/**
 * The form's starting values to edit or resubmit `application`: its fields,
 * the phone's country from its dial code (the picker's default without
 * one), the selects' ids as text. The code is never kept: a new one is asked.
 */
export function settlementFormValuesOf(application: MerchantApplication): Partial<Omit<SettlementFormValues, 'agreed'>> {
  return {
    name: application.name,
    realName: application.realName,
    country: (application.countryCode && mainCountryOfDialCode(application.countryCode)) || DEFAULT_COUNTRY,
    phone: application.phone,
    email: application.email,
    categoryId: String(application.categoryId),
    typeId: String(application.typeId),
    keywords: application.keywords,
    address: application.address,
  };
}

/** The body of `POST /api/front/merchant/settled/apply` for the form's application; with `id`, an edit of that application. */
export function applyInputOf(application: SettlementApplication, id?: number): MerchantApplyInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: application.name,
    realName: application.realName,
    phone: application.phone,
    countryCode: application.countryCode,
    email: application.email,
    captcha: application.captcha,
    categoryId: application.categoryId,
    typeId: application.typeId,
    keywords: application.keywords,
    address: application.address,
    qualificationPicture: application.qualificationPicture,
  };
}
