import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { StateBox } from '../EmptyState/EmptyState.tsx';

export interface ErrorStateProps {
  /** Heading; "Failed to load" by default. */
  title?: ReactNode;
  /** What went wrong (e.g. the server's message); a generic hint by default. */
  message?: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
}

/** What a list or page shows when loading failed, with a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <StateBox role="alert">
      <CloudOff size={56} strokeWidth={1.25} aria-hidden />
      <h2>{title ?? <FormattedMessage id="errorState.title" />}</h2>
      <p>{message ?? <FormattedMessage id="errorState.description" />}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      )}
    </StateBox>
  );
}
