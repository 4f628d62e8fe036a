import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  MAX_QUALIFICATION_PICTURES,
  MERCHANT_ADDRESS_MAX,
  MERCHANT_KEYWORDS_MAX,
  MERCHANT_NAME_MAX,
  MERCHANT_REAL_NAME_MAX,
  MerchantApplyStatus,
  type MerchantApplication,
  type MerchantCategory,
  type MerchantType,
} from '@mall/api';
import { EmptyState, ErrorState, Link, PageHeading, SettlementForm, Skeleton, toast, type SettlementApplication } from '@mall/ui';
import { APPLICATION_RECORD_PATH } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useMerchantCategories, useMerchantTypes } from '../../data/merchant.ts';
import { useSettlementAgreement, useSettlementChanges, useSettlementRecords } from '../../data/settlement.ts';
import { applyInputOf, settlementFormValuesOf } from '../../data/settlementModel.ts';
import { useImageUploads } from '../../data/upload.ts';

/** The contract's limits, as the form takes them. */
const LIMITS = {
  nameMax: MERCHANT_NAME_MAX,
  realNameMax: MERCHANT_REAL_NAME_MAX,
  keywordsMax: MERCHANT_KEYWORDS_MAX,
  addressMax: MERCHANT_ADDRESS_MAX,
  picturesMax: MAX_QUALIFICATION_PICTURES,
};

/** The link to the records, under the page's empty states. */
function RecordsLink() {
  return (
    <Link href={APPLICATION_RECORD_PATH} tone="brand">
      <FormattedMessage id="settlement.toRecords" />
    </Link>
  );
}

interface ApplyProps {
  categories: MerchantCategory[];
  types: MerchantType[];
  /** The application being edited or resubmitted; a new one when left out. */
  editing?: MerchantApplication;
}

/**
 * The form with its pictures field and agreement: sends the application
 * (or the edit of `editing`), then shows the records with a success toast.
 * A refusal shows the server's message above the submit button; a failed
 * code request shows it as a toast (spec §8: email code failure).
 */
function Apply({ categories, types, editing }: ApplyProps) {
  const intl = useIntl();
  const navigate = useMallNavigate();
  const agreement = useSettlementAgreement();
  const { sendCode, apply } = useSettlementChanges();
  const images = useImageUploads(
    MAX_QUALIFICATION_PICTURES,
    editing?.qualificationPicture.map((url) => ({ url })),
  );
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function send(email: string): Promise<boolean> {
    try {
      await sendCode(email);
      toast.success(intl.formatMessage({ id: 'toast.codeSent' }));
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  async function submit(application: SettlementApplication) {
    setSubmitError(null);
    try {
      await apply(applyInputOf(application, editing?.id));
      toast.success(intl.formatMessage({ id: editing ? 'settlement.saved' : 'settlement.applied' }));
      await navigate(APPLICATION_RECORD_PATH);
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <SettlementForm
      categories={categories}
      types={types}
      mode={!editing ? 'apply' : editing.auditStatus === MerchantApplyStatus.rejected ? 'resubmit' : 'edit'}
      initialValues={editing ? settlementFormValuesOf(editing) : undefined}
      limits={LIMITS}
      images={images.images}
      pending={images.pending}
      maxImageBytes={images.maxBytes}
      onFiles={images.add}
      onRemove={images.remove}
      onRetry={images.retry}
      onDismiss={images.dismiss}
      onSendCode={send}
      onSubmit={submit}
      submitError={submitError}
      agreement={agreement.data?.agreement}
      agreementError={agreement.error?.message ?? null}
    />
  );
}

/**
 * `/users/merchant_settled?menuCur=70`: applying to open a shop (spec §2,
 * §3 Settlement application, §5; crmeb-wire §15), reached from the header
 * and the floating window. With `?id=` the shopper's application of that id
 * is edited (while waiting for review) or resubmitted (after failing audit);
 * an unknown id, or an approved application, says so with a link to the records.
 */
export default function MerchantSettledPage() {
  const intl = useIntl();
  const idParam = useSearchParams()[0].get('id');
  const id = idParam === null ? undefined : Number(idParam);
  const editingWanted = id !== undefined;
  const categories = useMerchantCategories();
  const types = useMerchantTypes();
  const records = useSettlementRecords(editingWanted);
  const title = intl.formatMessage({ id: 'page.merchantSettled' });
  const failure = categories.error ?? types.error ?? (editingWanted ? records.error : undefined);
  const editing = editingWanted ? records.data?.list.find((application) => application.id === id) : undefined;
  const waiting = !categories.data || !types.data || (editingWanted && !records.data);

  let body;
  if (failure) {
    body = (
      <ErrorState
        message={failure.message}
        onRetry={() => {
          void categories.mutate();
          void types.mutate();
          void records.mutate();
        }}
      />
    );
  } else if (waiting) {
    body = <Skeleton height={640} />;
  } else if (editingWanted && !editing) {
    body = <EmptyState title={intl.formatMessage({ id: 'settlement.notFound' })} action={<RecordsLink />} />;
  } else if (editing?.auditStatus === MerchantApplyStatus.approved) {
    body = <EmptyState title={intl.formatMessage({ id: 'settlement.approved' })} action={<RecordsLink />} />;
  } else {
    // Keyed by the application, so the form and its pictures start again when another one is opened.
    body = <Apply key={editing?.id ?? 'new'} categories={categories.data!} types={types.data!} editing={editing} />;
  }

  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      {body}
    </>
  );
}
