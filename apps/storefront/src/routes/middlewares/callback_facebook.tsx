import { RedirectCallback } from '../../app/signIn/RedirectCallback.tsx';

/**
 * `/middlewares/callback_facebook#access_token=…&state=…` (spec §2 third-party
 * sign-in callback): Facebook's answer to the sign-in the dialog started.
 */
export default function FacebookCallback() {
  return <RedirectCallback provider="facebook" />;
}
