import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { RichText } from '../../content/RichText/RichText.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { StatePanel, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';

export interface AgreementPageProps extends LoadStateProps {
  /** The page's heading (隐私协议), already translated. */
  title: string;
  /** The text as HTML (the mall's configuration); sanitised by {@link RichText}. '' shows 暂无内容. */
  html?: string | null;
}

const Root = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[7]}px ${(p) => p.theme.space[8]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  h1 {
    margin: 0 0 ${(p) => p.theme.space[5]}px;
    font-size: ${(p) => p.theme.font.size.xxl}px;
    text-align: center;
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
`;

const Empty = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textSubtle};
  text-align: center;
`;

/**
 * A titled page of long text such as the privacy agreement
 * (`/middlewares/privacy_agreement`): the heading, then the HTML sanitised
 * and set in the mall's type style; placeholders while `loading`, an error
 * state with 重试 on `error`, 暂无内容 for an empty text.
 * @see spec §2 (`/middlewares/privacy_agreement`); crmeb-wire §2 (`login/method/info` `agreement`)
 */
export function AgreementPage({ title, html, loading = false, error, onRetry }: AgreementPageProps) {
  const intl = useIntl();
  const headingId = useId();
  let body;
  if (error && !loading) {
    body = (
      <StatePanel>
        <ErrorState message={error} onRetry={onRetry} />
      </StatePanel>
    );
  } else if (loading || html === undefined || html === null) {
    body = (
      <Lines role="region" aria-busy aria-label={intl.formatMessage({ id: 'agreementPage.loading' })}>
        {[100, 96, 98, 90, 60].map((width, index) => (
          <Skeleton key={index} width={`${width}%`} height={16} />
        ))}
      </Lines>
    );
  } else if (!html.trim()) {
    body = <Empty>{intl.formatMessage({ id: 'agreementPage.empty' })}</Empty>;
  } else {
    body = <RichText html={html} />;
  }
  return (
    <Root aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {body}
    </Root>
  );
}
