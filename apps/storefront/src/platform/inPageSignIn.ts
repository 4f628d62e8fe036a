import type { Locale, ThirdPartyFailure } from '@mall/ui';

/**
 * Why a provider's sign-in in the page (Google Identity Services, the
 * Facebook SDK) gave no token: `reason` is what the dialog tells the shopper
 * (`closed`, `blocked`, `failed`); the message is for the console.
 */
export class InPageSignInError extends Error {
  readonly reason: ThirdPartyFailure;

  constructor(reason: ThirdPartyFailure, message: string) {
    super(message);
    this.name = 'InPageSignInError';
    this.reason = reason;
  }
}

/** Facebook's names of the mall's languages: the SDK is served per language (`https://connect.facebook.net/<name>/sdk.js`). */
export const FACEBOOK_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh_CN', en: 'en_US', fr: 'fr_FR', th: 'th_TH', lao: 'lo_LA' };
