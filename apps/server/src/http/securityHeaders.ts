import helmet from 'helmet';
import type { ProviderSettings } from '../auth/methods.ts';

/** Sources of one third party, per content-policy directive. */
interface ThirdPartySources {
  script?: string[];
  style?: string[];
  frame?: string[];
  connect?: string[];
  img?: string[];
}

/** Where Google, Facebook and Twitter serve profile pictures (saved as the avatar of accounts they open). */
export const PROVIDER_AVATAR_HOSTS = ['https://*.googleusercontent.com', 'https://*.fbcdn.net', 'https://platform-lookaside.fbsbx.com', 'https://pbs.twimg.com'];

/** Where Stripe.js loads from and talks to (the card page, `/order/stripe_payment`), as Stripe's CSP guide lists them. */
export const STRIPE_CSP: ThirdPartySources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * Google Identity Services (the sign-in dialog's Google sign-in), as
 * Google's setup guide lists them: the client library, its frames and
 * calls under `/gsi/`, and its stylesheet.
 */
export const GOOGLE_CSP: ThirdPartySources = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
};

/**
 * The Facebook SDK for JavaScript (the sign-in dialog's Facebook sign-in):
 * the SDK itself, the frames it opens on Facebook's hosts (`www` and `web`,
 * where some regions are served), its calls there and to the Graph API, and
 * the pixels it reports with.
 */
export const FACEBOOK_CSP: ThirdPartySources = {
  script: ['https://connect.facebook.net'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  connect: ['https://www.facebook.com', 'https://web.facebook.com', 'https://graph.facebook.com'],
  img: ['https://www.facebook.com'],
};

/** The third parties whose scripts the mall's pages may run: Stripe always, Google and Facebook when configured. */
function thirdParties(providers: ProviderSettings): ThirdPartySources[] {
  return [STRIPE_CSP, ...(providers.google ? [GOOGLE_CSP] : []), ...(providers.facebook ? [FACEBOOK_CSP] : [])];
}

function sources(parties: ThirdPartySources[], directive: keyof ThirdPartySources): string[] {
  return parties.flatMap((party) => party[directive] ?? []);
}

/**
 * The security headers of every answer (helmet), built once per server from
 * its configuration. The content policy allows exactly the origins of the
 * third parties the mall runs: Stripe's, and Google's and Facebook's sign-in
 * scripts only when that provider is configured (config `GOOGLE_CLIENT_ID`,
 * `FACEBOOK_APP_ID` + `FACEBOOK_APP_SECRET`). With either, the opener policy
 * lets the page keep the sign-in popup it opens (`same-origin-allow-popups`,
 * as both providers require); otherwise pages are isolated (`same-origin`).
 * Emotion writes `<style>` tags at run time, hence inline styles; no
 * upgrade-insecure-requests, so a mall served over plain http (local, behind
 * a TLS proxy) keeps working.
 */
export function securityHeadersFor(providers: ProviderSettings) {
  const parties = thirdParties(providers);
  const popups = Boolean(providers.google || providers.facebook);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'", ...sources(parties, 'style')],
        // Avatars of third-party accounts stay on their providers' image hosts; `blob:` for the
        // pictures the page makes itself (the avatar cropper reads the picked file, and previews the cut).
        'img-src': ["'self'", 'data:', 'blob:', ...PROVIDER_AVATAR_HOSTS, ...sources(parties, 'img')],
        'script-src': ["'self'", ...sources(parties, 'script')],
        'frame-src': ["'self'", ...sources(parties, 'frame')],
        'connect-src': ["'self'", ...sources(parties, 'connect')],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginOpenerPolicy: { policy: popups ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Pictures and answers are public: storefronts on other origins show them (CORS_ORIGINS governs the API).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
