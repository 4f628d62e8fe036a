/**
 * The mall's operator in the end-to-end runs: created with the operator
 * command line (`pnpm --filter @mall/server admin operator create`) before
 * the mall starts (playwright.config.ts), since the command cannot open the
 * embedded database while the mall runs. Journeys sign in with it through
 * `POST /api/admin/login` to ship orders.
 */
export const E2E_OPERATOR = { email: 'operator@mall.test', password: 'E2e-Operator#2026' } as const;
