import { unverifiedIdTokenNonce } from '@mall/api';
import { browser } from './browser.ts';
import { InPageSignInError } from './inPageSignIn.ts';
import { loadScript } from './loadScript.ts';

/** Google Identity Services, the client library of "Sign in with Google". */
export const GOOGLE_IDENTITY_URL = 'https://accounts.google.com/gsi/client';

/** The part of `google.accounts.id` used here (Google's JavaScript API reference). */
interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    nonce?: string;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: PromptMoment) => void): void;
  cancel(): void;
}

/** A moment of the prompt; the methods FedCM no longer reports may be missing. */
interface PromptMoment {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

/** Reasons Google gives for not showing its prompt that no retry will mend: the mall's client is set up wrong. */
const SETUP_FAULTS = new Set(['invalid_client', 'missing_client_id', 'unregistered_origin', 'secure_http_required', 'browser_not_supported']);

async function accountsId(): Promise<GoogleAccountsId> {
  try {
    await loadScript(GOOGLE_IDENTITY_URL);
  } catch (error) {
    throw new InPageSignInError('blocked', String(error));
  }
  const id = (window as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;
  if (!id) throw new InPageSignInError('blocked', `${GOOGLE_IDENTITY_URL} loaded without google.accounts.id`);
  return id;
}

/**
 * Signs the shopper in with Google in the page and resolves with the ID
 * token (JWT) the mall verifies (`POST /api/front/login/google`). Loads
 * Google Identity Services on first use (never before), then shows Google's
 * account chooser (`google.accounts.id.prompt`) for a token carrying a fresh
 * nonce; a token without that nonce is refused. A call while another is
 * open cancels the older one, which never settles.
 * @throws {InPageSignInError} `blocked` when the library cannot be loaded;
 *   `closed` when the chooser was closed or could not be shown (no Google
 *   session in this browser, dismissed too often); `failed` when Google
 *   refused the mall's client or answered with a token for another sign-in.
 */
export async function googleIdToken(clientId: string): Promise<string> {
  const id = await accountsId();
  const nonce = browser.randomHex();
  id.cancel();
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      nonce,
      auto_select: false,
      cancel_on_tap_outside: true,
      context: 'signin',
      itp_support: true,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        if (!credential) reject(new InPageSignInError('failed', 'Google answered without a credential'));
        else if (unverifiedIdTokenNonce(credential) !== nonce) reject(new InPageSignInError('failed', 'Google answered for another sign-in'));
        else resolve(credential);
      },
    });
    id.prompt((moment) => {
      if (moment.isNotDisplayed?.()) {
        const why = moment.getNotDisplayedReason?.() ?? 'unknown_reason';
        reject(new InPageSignInError(SETUP_FAULTS.has(why) ? 'failed' : 'closed', `Google did not show its prompt: ${why}`));
      } else if (moment.isSkippedMoment?.()) {
        reject(new InPageSignInError('closed', `Google's prompt was skipped: ${moment.getSkippedReason?.() ?? 'unknown'}`));
      } else if (moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned') {
        reject(new InPageSignInError('closed', `Google's prompt was dismissed: ${moment.getDismissedReason?.() ?? 'unknown'}`));
      }
    });
  });
}
