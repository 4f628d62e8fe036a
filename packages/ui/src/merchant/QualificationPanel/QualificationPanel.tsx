import styled from '@emotion/styled';
import { FileImage } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ImageViewer } from '../../base/ImageViewer/ImageViewer.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import type { LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';

/**
 * A shop's details (`GET /api/front/merchant/detail/{id}`, crmeb-api §4.11);
 * `qualificationPicture` is a list of picture URLs (the API client decodes the wire's JSON text, ADR 0008).
 */
export interface ShopQualification {
  id: number;
  /** Contact person. */
  realName: string;
  email: string;
  phone: string;
  address: string;
  /** Licence and qualification pictures, up to 10 (spec §9). */
  qualificationPicture: string[];
  /** The shop's introduction; line breaks are kept. */
  intro: string;
  /** When the shop joined the mall. */
  createTime: Date;
  /** Followers. */
  collectNum: number;
}

export interface QualificationPanelProps extends LoadStateProps {
  detail?: ShopQualification;
  /** Time zone the join date is shown in (IANA name); the browser's by default. */
  timeZone?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[5]}px;
`;

const Card = styled.section`
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[6]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  > h2 {
    margin: 0 0 ${(p) => p.theme.space[4]}px;
    padding-left: ${(p) => p.theme.space[3]}px;
    border-left: 3px solid ${(p) => p.theme.color.brand};
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    line-height: 1.2;
  }
  > p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[6]}px;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  dt {
    color: ${(p) => p.theme.color.textSubtle};
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.color.text};
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
  }
  a:hover {
    color: ${(p) => p.theme.color.brand};
  }
`;

const SkeletonCard = styled.div`
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[6]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[4]}px;
`;

const None = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  color: ${(p) => p.theme.color.textSubtle};
`;

/**
 * The qualification page of a shop: its licence pictures (each opens large
 * in the {@link ImageViewer}, stepping through them), its facts — contact, phone (a `tel:` link), email (a
 * `mailto:` link), address, join date in the shopper's language, followers —
 * and its introduction. Skeletons (`aria-busy`) while `loading`, an
 * {@link ErrorState} on `error`.
 * @see spec §2 /merchant/merchant (qualification), §3 Merchant/shop (qualification, introduction, address, phone, join time, follower count); crmeb-api §4.11 detail
 */
export function QualificationPanel({ detail, timeZone, loading = false, error, onRetry }: QualificationPanelProps) {
  const intl = useIntl();
  const id = useId();
  if (loading) {
    return (
      <Root role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'qualificationPanel.loading' })}>
        <SkeletonCard>
          <Skeleton width={120} height={20} />
          <SkeletonRow>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} width={150} height={200} />
            ))}
          </SkeletonRow>
        </SkeletonCard>
        <SkeletonCard>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} width={i % 2 ? '40%' : '60%'} height={16} />
          ))}
        </SkeletonCard>
      </Root>
    );
  }
  if (error || !detail) {
    return (
      <Card as="div">
        <ErrorState message={error ?? undefined} onRetry={onRetry} />
      </Card>
    );
  }
  const pictures = detail.qualificationPicture;
  const pictureTitle = (index: number, count: number) =>
    intl.formatMessage({ id: 'qualificationPanel.pictureTitle' }, { index: index + 1, count });
  return (
    <Root>
      <Card aria-labelledby={`${id}-pictures`}>
        <h2 id={`${id}-pictures`}>{intl.formatMessage({ id: 'qualificationPanel.pictures' })}</h2>
        {pictures.length > 0 ? (
          <ImageViewer
            images={pictures}
            size="lg"
            label={intl.formatMessage({ id: 'qualificationPanel.pictures' })}
            thumbLabel={(index, count) => intl.formatMessage({ id: 'qualificationPanel.enlarge' }, { index: index + 1, count })}
            title={pictureTitle}
            alt={pictureTitle}
          />
        ) : (
          <None>
            <FileImage size={18} aria-hidden />
            {intl.formatMessage({ id: 'qualificationPanel.noPictures' })}
          </None>
        )}
      </Card>
      <Card aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>{intl.formatMessage({ id: 'qualificationPanel.facts' })}</h2>
        <Facts>
          <dt>{intl.formatMessage({ id: 'qualificationPanel.contact' })}</dt>
          <dd>{detail.realName || '—'}</dd>
          <dt>{intl.formatMessage({ id: 'qualificationPanel.phone' })}</dt>
          <dd>{detail.phone ? <a href={`tel:${detail.phone.replace(/[^\d+]/g, '')}`}>{detail.phone}</a> : '—'}</dd>
          <dt>{intl.formatMessage({ id: 'qualificationPanel.email' })}</dt>
          <dd>{detail.email ? <a href={`mailto:${detail.email}`}>{detail.email}</a> : '—'}</dd>
          <dt>{intl.formatMessage({ id: 'qualificationPanel.address' })}</dt>
          <dd>{detail.address || '—'}</dd>
          <dt>{intl.formatMessage({ id: 'qualificationPanel.joined' })}</dt>
          <dd>
            <time dateTime={detail.createTime.toISOString()}>{intl.formatDate(detail.createTime, { dateStyle: 'long', timeZone })}</time>
          </dd>
          <dt>{intl.formatMessage({ id: 'qualificationPanel.followers' })}</dt>
          <dd>{intl.formatNumber(detail.collectNum)}</dd>
        </Facts>
      </Card>
      <Card aria-labelledby={`${id}-intro`}>
        <h2 id={`${id}-intro`}>{intl.formatMessage({ id: 'qualificationPanel.intro' })}</h2>
        <p>{detail.intro || intl.formatMessage({ id: 'qualificationPanel.noIntro' })}</p>
      </Card>
    </Root>
  );
}
