import { RedirectCallback } from '../../app/signIn/RedirectCallback.tsx';

/**
 * `/middlewares/callback_google#id_token=…&state=…` (spec §2 third-party
 * sign-in callback): Google's answer to the sign-in the dialog started.
 */
export default function GoogleCallback() {
  return <RedirectCallback provider="google" />;
}
