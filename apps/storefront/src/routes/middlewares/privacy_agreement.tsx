import { useIntl } from 'react-intl';
import { AgreementPage } from '@mall/ui';
import { useLoginMethods } from '../../data/auth.ts';

/**
 * `/middlewares/privacy_agreement`: the mall's privacy agreement (spec §2;
 * crmeb-wire §2: `GET /api/front/login/method/info` `agreement`, in the
 * shopper's language), opened in a new tab from the sign-in and register
 * forms. The HTML is sanitised by the page block as every HTML on the site.
 */
export default function PrivacyAgreement() {
  const intl = useIntl();
  const methods = useLoginMethods(true);
  const title = intl.formatMessage({ id: 'page.privacyAgreement' });
  return (
    <>
      <title>{title}</title>
      <AgreementPage
        title={title}
        html={methods.data?.agreement}
        loading={!methods.data && !methods.error}
        error={methods.error?.message}
        onRetry={() => void methods.mutate()}
      />
    </>
  );
}
