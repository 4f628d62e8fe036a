/**
 * Card payment in the end-to-end runs: the keys the mall is started with and
 * the Stripe API stand-in's address (apps/server/test/stripeStandin.ts, started
 * by playwright.config.ts beside the mall); Stripe.js itself is routed in the
 * page (e2e/stripe.spec.ts). Test keys of no Stripe account.
 */
export const STRIPE_E2E_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_mall_e2e_0000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_mall_e2e_0000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_mall_e2e_00000000000000000000',
};

/** The stand-in's port: beside the mall's (`E2E_PORT`, 3100 by default). */
export function stripeStandinPort(mallPort = Number(process.env.E2E_PORT ?? 3100)): number {
  return mallPort + 27;
}
