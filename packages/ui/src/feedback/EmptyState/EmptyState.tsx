import styled from '@emotion/styled';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface EmptyStateProps {
  /** Heading; "Nothing here yet" in the current language by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** An icon element; an inbox by default. */
  icon?: ReactNode;
  /** A call to action (a button or link). */
  action?: ReactNode;
}

export const StateBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[8]}px ${(p) => p.theme.space[4]}px;
  text-align: center;
  color: ${(p) => p.theme.color.textMuted};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg}px;
    color: ${(p) => p.theme.color.text};
  }
  p {
    margin: 0;
    max-width: 420px;
  }
  svg {
    color: ${(p) => p.theme.color.borderStrong};
  }
`;

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <StateBox>
      {icon ?? <Inbox size={56} strokeWidth={1.25} aria-hidden />}
      <h2>{title ?? <FormattedMessage id="emptyState.title" />}</h2>
      {description && <p>{description}</p>}
      {action}
    </StateBox>
  );
}
