import { FACEBOOK_DIALOG_URL, GOOGLE_AUTH_URL, type LoginMethodInfo, type LoginPicture } from '@mall/api';
import { readSiteConfig } from '../catalog/home.ts';
import type { Db } from '../db/client.ts';
import { localeOf, matchLocale, type ServerLocale } from '../i18n/locale.ts';
import { bannerImageUrl } from '../media/urls.ts';
import type { FacebookSettings } from './providers/facebook.ts';
import type { GoogleSettings } from './providers/google.ts';
import type { TwitterSettings } from './providers/twitter.ts';

/**
 * The `login` site setting: the sign-in picture and the privacy agreement
 * (HTML), either one text for every language or a text per locale (`zh-CN`,
 * `en`, `fr`, `th`, `lao`; the seed writes all five).
 */
export interface LoginSettings {
  loginLeftImage: string;
  agreement: string | Partial<Record<ServerLocale, string>>;
}

/** The language the agreement is shown in when the request names none, or the setting lacks the one named. */
const AGREEMENT_FALLBACK: ServerLocale = 'zh-CN';

/** The mall's language an `Accept-Language` header asks for, or undefined when it names none of them (absent, `*`, `de`). */
function askedLocale(acceptLanguage: string | undefined): ServerLocale | undefined {
  if (!acceptLanguage) return undefined;
  const locale = localeOf(acceptLanguage);
  const named = acceptLanguage.split(',').some((part) => matchLocale((part.split(';')[0] ?? '').trim()) === locale);
  return named ? locale : undefined;
}

/**
 * The agreement for a request with this `Accept-Language`: the setting's
 * text in the language the request asks for, else the zh-CN text (the
 * mall's own language), else ''.
 */
export function agreementFor(setting: LoginSettings['agreement'] | undefined, acceptLanguage: string | undefined): string {
  if (typeof setting === 'string') return setting;
  if (!setting) return '';
  const locale = askedLocale(acceptLanguage) ?? AGREEMENT_FALLBACK;
  return setting[locale] || setting[AGREEMENT_FALLBACK] || '';
}

/** Which third-party providers are configured (each from its own env variables). */
export interface ProviderSettings {
  google?: GoogleSettings;
  facebook?: FacebookSettings;
  twitter?: TwitterSettings;
}

/**
 * `GET /api/front/login/method/info` (spec §3 Login method info; crmeb-api §4.1).
 * A provider is on exactly when the server is configured for it; Google's
 * and Facebook's sign-in pages are the real ones unless configured otherwise.
 * The agreement is in the request's language ({@link agreementFor}).
 */
export async function loginMethodInfo(
  db: Db,
  visitorOpen: boolean,
  providers: ProviderSettings,
  acceptLanguage: string | undefined,
): Promise<LoginMethodInfo> {
  const settings = await readSiteConfig<Partial<LoginSettings>>(db, 'login');
  return {
    googleOpen: Boolean(providers.google),
    googleClientId: providers.google?.clientId ?? '',
    googleAuthUrl: providers.google ? (providers.google.authUrl ?? GOOGLE_AUTH_URL) : '',
    facebookOpen: Boolean(providers.facebook),
    facebookAppId: providers.facebook?.appId ?? '',
    facebookDialogUrl: providers.facebook ? (providers.facebook.dialogUrl ?? FACEBOOK_DIALOG_URL) : '',
    twitterOpen: Boolean(providers.twitter),
    qrLoginOpen: true,
    visitorOpen,
    agreement: agreementFor(settings?.agreement, acceptLanguage),
  };
}

/** `GET /api/pc/login/getLoginPic`: the setting, or the mall's own artwork when none is set. */
export async function loginPicture(db: Db): Promise<LoginPicture> {
  const settings = await readSiteConfig<Partial<LoginSettings>>(db, 'login');
  return { loginLeftImage: settings?.loginLeftImage || bannerImageUrl('recommend') };
}
