import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { RichText } from '../../content/RichText/RichText.tsx';

export interface AgreementDialogProps {
  open: boolean;
  /** The agreement as HTML (`GET /api/front/merchant/settled/agreement` → `agreement`); sanitised before it is shown. `undefined` while it loads. */
  html: string | undefined;
  /** The load failed: this message shows instead of the text. */
  error?: string | null;
  /** The close button, Escape or the backdrop. */
  onClose: () => void;
  /** 同意并继续: the shopper accepts the agreement (the form ticks its box); the dialog closes itself through `onClose` after. */
  onAccept?: () => void;
}

const Text = styled.div`
  max-height: min(60vh, 520px);
  overflow: auto;
`;

const Failure = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.danger};
`;

const Empty = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textSubtle};
`;

/**
 * The merchant settlement agreement in a modal {@link Dialog} (商户入驻协议):
 * the operator's HTML text, sanitised by {@link RichText}, scrolling within
 * the dialog; placeholders while `html` is undefined, the message on
 * `error`. 同意 (when `onAccept` is given) accepts and closes; 关闭 closes.
 * @see spec §3 Settlement application (agreement acceptance); crmeb-wire §15 settled/agreement
 */
export function AgreementDialog({ open, html, error, onClose, onAccept }: AgreementDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog
      open={open}
      width={720}
      title={t('agreementDialog.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('agreementDialog.close')}
          </Button>
          {onAccept && (
            <Button
              disabled={html === undefined || Boolean(error)}
              onClick={() => {
                onAccept();
                onClose();
              }}
            >
              {t('agreementDialog.accept')}
            </Button>
          )}
        </>
      }
    >
      <Text>
        {error ? (
          <Failure role="alert">{error}</Failure>
        ) : html === undefined ? (
          <div role="region" aria-busy aria-label={t('agreementDialog.loading')}>
            <Skeleton width="60%" height={16} />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton width="80%" height={14} />
          </div>
        ) : html.trim() === '' ? (
          <Empty>{t('agreementDialog.empty')}</Empty>
        ) : (
          <RichText html={html} />
        )}
      </Text>
    </Dialog>
  );
}
