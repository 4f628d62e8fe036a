import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { focusRing } from '../../theme/theme.ts';
import { pageSlots } from './pages.ts';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of rows in all pages. */
  total: number;
  /** Rows per page. */
  pageSize: number;
  onChange: (page: number) => void;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[4]}px 0;
`;

const Slot = styled.button`
  min-width: 36px;
  height: 36px;
  padding: 0 ${(p) => p.theme.space[2]}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  cursor: pointer;
  &[aria-current='page'] {
    background: ${(p) => p.theme.color.brand};
    border-color: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    color: ${(p) => p.theme.color.brand};
    border-color: ${(p) => p.theme.color.brand};
  }
  &:disabled {
    color: ${(p) => p.theme.color.disabledText};
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Gap = styled.span`
  align-self: center;
  color: ${(p) => p.theme.color.textSubtle};
`;

/** Page links for a paged list; renders nothing when everything fits on one page. */
export function Pagination({ page, total, pageSize, onChange }: PaginationProps) {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <Slot
        type="button"
        aria-label={intl.formatMessage({ id: 'pagination.previous' })}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden />
      </Slot>
      {pageSlots(page, pageCount).map((slot, i) =>
        slot === 'gap' ? (
          <Gap key={`gap-${i}`} aria-hidden>
            …
          </Gap>
        ) : (
          <Slot
            key={slot}
            type="button"
            aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: slot })}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => slot !== page && onChange(slot)}
          >
            {slot}
          </Slot>
        ),
      )}
      <Slot
        type="button"
        aria-label={intl.formatMessage({ id: 'pagination.next' })}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight size={16} aria-hidden />
      </Slot>
    </Nav>
  );
}
