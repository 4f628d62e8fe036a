import { coverImageUrl, licenceImageUrl } from '../../media/urls.ts';
import type { LicenceKind } from '../../media/licences.ts';
import type { SubjectKey } from '../../media/subjects.ts';
import type { merchant, Translations } from '../schema.ts';
import { DEPARTMENTS, type DepartmentKey } from './categories.ts';
import type { MerchantDef } from './merchants.ts';

/*
 * What the shop pages show beyond the street card: the contact on the
 * qualification tab, licences, banners and backgrounds, and how customer
 * service is reached (crmeb-api §4.11). A pure function of the shop, so any
 * number of shops gets complete, identical rows on every run.
 */

/** The new merchant columns of one shop. */
export type MerchantProfile = Pick<
  typeof merchant.$inferInsert,
  | 'realName'
  | 'email'
  | 'qualificationPictures'
  | 'streetBackImage'
  | 'pcBanner'
  | 'pcBackImage'
  | 'serviceType'
  | 'serviceLink'
  | 'serviceMessage'
  | 'serviceEmail'
  | 'i18n'
>;

/** The message of shops reached by leaving one, in the shop's own language and in English and French. */
const SERVICE_MESSAGE = {
  source: '请留言您的问题和联系方式，客服将在2小时内回复（工作时间内）。',
  en: 'Leave your question and how to reach you: customer service replies within 2 hours (during opening hours).',
  fr: "Laissez votre question et vos coordonnées : le service client vous répond sous 2 heures (pendant les heures d'ouverture).",
} as const;

/** Contact persons by title, as Chinese shops list them; picked by shop id. */
const CONTACTS = ['王经理', '李主管', '张店长', '刘经理', '陈主管', '杨店长', '赵经理', '黄主管', '周店长', '吴经理', '孙主管'] as const;

/** The permit a shop of a department shows beside its business licence. */
const PERMIT: Record<DepartmentKey, LicenceKind> = {
  digital: 'ccc',
  office: 'ccc',
  appliance: 'ccc',
  fashion: 'brand',
  beauty: 'cosmetics',
  food: 'food',
  home: 'quality',
  baby: 'quality',
  sports: 'brand',
  culture: 'publishing',
};

/**
 * Shops reached other than by phone, by id, so every kind of customer
 * service is seeded: a chat page, an email address, a message.
 */
const OTHER_SERVICE: Record<number, 'H5' | 'email' | 'message'> = { 2: 'H5', 6: 'email', 9: 'message' };

/** `translations` with the customer-service message in each locale it has a message in. */
function withServiceMessage(translations: Translations): Translations {
  const added: Translations = { ...translations };
  for (const locale of ['en', 'fr'] as const) added[locale] = { ...translations[locale], serviceMessage: SERVICE_MESSAGE[locale] };
  return added;
}

/** Artwork subjects of the platform leaves a shop sells, in tree order. */
function subjectsOf(departments: readonly DepartmentKey[]): SubjectKey[] {
  return DEPARTMENTS.filter((d) => departments.includes(d.key)).flatMap((d) => d.leaves.map((l) => l.key));
}

/**
 * The profile of `shop`: contact, 2–3 licences, 2–3 banners, backgrounds and
 * customer service; its translations are the shop's own (name, introduction)
 * with the customer-service message added where it has one.
 */
export function merchantProfile(shop: MerchantDef): MerchantProfile {
  const id = shop.row.id;
  const subjects = subjectsOf(shop.departments);
  const main = shop.departments[0] ?? 'digital';
  const permits = [...new Set(shop.departments.map((d) => PERMIT[d]))];
  const licences: LicenceKind[] = ['business', ...permits.slice(0, 1), ...(id % 2 === 0 ? (['quality'] as const) : [])];
  const bannerCount = 2 + (id % 2);
  const email = `service@shop${id}.mall.example.com`;
  const service = OTHER_SERVICE[id] ?? 'phone';
  return {
    realName: CONTACTS[id % CONTACTS.length] ?? CONTACTS[0],
    email,
    qualificationPictures: [...new Set(licences)].map((kind, i) => licenceImageUrl(kind, id * 10 + i)),
    // Spread over the shop's leaves so banners show different goods.
    pcBanner: Array.from({ length: bannerCount }, (_, i) =>
      coverImageUrl(subjects[Math.floor((i * subjects.length) / bannerCount)] ?? 'store', id * 100 + i),
    ),
    streetBackImage: coverImageUrl(main, id * 100 + 50),
    pcBackImage: coverImageUrl(shop.row.isSelf ? 'store' : main, id * 100 + 60),
    serviceType: service,
    serviceLink: service === 'H5' ? `https://chat.mall.example.com/shop/${id}` : '',
    serviceMessage: service === 'message' ? SERVICE_MESSAGE.source : '',
    serviceEmail: service === 'email' ? email : '',
    i18n: service === 'message' ? withServiceMessage(shop.row.i18n ?? {}) : (shop.row.i18n ?? {}),
  };
}
