import { CODE_TTL_SECONDS } from '@mall/api';
import type { VerificationCodes } from '../auth/codes.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';
import { settlementCodeTarget } from './apply.ts';

/**
 * `POST /api/front/captcha/email/merchant/settled`: a code to the email of
 * an application (crmeb-api §6 rule 17), for purpose `merchant-settled`, so
 * it opens nothing else. The limits of every code apply (auth/codes.ts).
 * @throws {HttpError} see {@link VerificationCodes.issue}.
 */
export async function sendSettlementCode(codes: VerificationCodes, rawEmail: string, locale: ServerLocale): Promise<null> {
  await codes.issue(
    settlementCodeTarget(rawEmail),
    (code) => ({
      subject: translate('code.subject', {}, locale),
      text: translate('code.text', { code, minutes: CODE_TTL_SECONDS / 60 }, locale),
    }),
    'email',
  );
  return null;
}
