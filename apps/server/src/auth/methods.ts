import { FACEBOOK_DIALOG_URL, GOOGLE_AUTH_URL, type LoginMethodInfo, type LoginPicture } from '@mall/api';
import { readSiteConfig } from '../catalog/home.ts';
import type { Db } from '../db/client.ts';
import { pickLocaleText } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { bannerImageUrl } from '../media/urls.ts';
import type { FacebookSettings } from './providers/facebook.ts';
import type { GoogleSettings } from './providers/google.ts';
import type { TwitterSettings } from './providers/twitter.ts';

/**
 * The `login` site setting: the sign-in picture and the privacy agreement
 * (HTML), each either one value for every language or one per locale
 * (`zh-CN`, `en`, `fr`, `th`, `lao`; the seed writes all five, the picture
 * drawing words in each).
 */
export interface LoginSettings {
  loginLeftImage: string | Partial<Record<ServerLocale, string>>;
  agreement: string | Partial<Record<ServerLocale, string>>;
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
 * The agreement is in the request's content locale `locale`: that locale's text, else zh-CN's
 * (i18n/content.ts `pickLocaleText`).
 */
export async function loginMethodInfo(db: Db, visitorOpen: boolean, providers: ProviderSettings, locale: ServerLocale): Promise<LoginMethodInfo> {
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
    agreement: pickLocaleText(settings?.agreement, locale),
  };
}

/** `GET /api/pc/login/getLoginPic`: the setting's picture in `locale` (as the agreement), or the mall's own artwork when none is set. */
export async function loginPicture(db: Db, locale: ServerLocale): Promise<LoginPicture> {
  const settings = await readSiteConfig<Partial<LoginSettings>>(db, 'login');
  return { loginLeftImage: pickLocaleText(settings?.loginLeftImage, locale) || bannerImageUrl('recommend', locale) };
}
