import { FACEBOOK_DIALOG_URL, GOOGLE_AUTH_URL, type LoginMethodInfo, type LoginPicture } from '@mall/api';
import { readSiteConfig } from '../catalog/home.ts';
import type { Db } from '../db/client.ts';
import { bannerImageUrl } from '../media/urls.ts';
import type { FacebookSettings } from './providers/facebook.ts';
import type { GoogleSettings } from './providers/google.ts';
import type { TwitterSettings } from './providers/twitter.ts';

/** The `login` site setting: the sign-in picture and the privacy agreement (HTML). */
export interface LoginSettings {
  loginLeftImage: string;
  agreement: string;
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
 */
export async function loginMethodInfo(db: Db, visitorOpen: boolean, providers: ProviderSettings): Promise<LoginMethodInfo> {
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
    agreement: settings?.agreement ?? '',
  };
}

/** `GET /api/pc/login/getLoginPic`: the setting, or the mall's own artwork when none is set. */
export async function loginPicture(db: Db): Promise<LoginPicture> {
  const settings = await readSiteConfig<Partial<LoginSettings>>(db, 'login');
  return { loginLeftImage: settings?.loginLeftImage || bannerImageUrl('recommend') };
}
