import styled from '@emotion/styled';
import { ChevronsRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '../../base/Link/Link.tsx';

/** A "see more" link at the right of a section's heading. */
export interface SectionMore {
  /** Where the rest is (e.g. the whole ranking, the shop street). */
  href: string;
  /** Its text, e.g. 查看榜单; may hold visually hidden words that say more of what it opens. */
  label: ReactNode;
}

export interface SectionProps {
  /** Heading of the block (an `h2`); also names the region. */
  title: ReactNode;
  /** Content at the right of the heading (a link, a count). */
  extra?: ReactNode;
  /** A muted "see more" link with a » at the right of the heading. */
  more?: SectionMore;
  /** `card`: on a white card (default); `plain`: straight on the page grey. */
  variant?: 'card' | 'plain';
  children: ReactNode;
}

const Root = styled.section<{ card: boolean }>`
  margin-bottom: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => (p.card ? `${p.theme.space[5]}px` : 0)};
  background: ${(p) => (p.card ? p.theme.color.surface : 'transparent')};
  border-radius: ${(p) => (p.card ? p.theme.radius.md : 0)}px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]}px;
  margin-bottom: ${(p) => p.theme.space[4]}px;
  h2 {
    margin: 0;
    min-width: 0;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

const More = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/**
 * A titled block of a page: confirm-page parts, the home page's rows
 * (ranking, recommended shops, activities), detail tabs. A `section` named
 * by its `h2`, with `extra` or a `more` link at the right of the heading.
 */
export function Section({ title, extra, more, variant = 'card', children }: SectionProps) {
  const headingId = useId();
  return (
    <Root card={variant === 'card'} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {extra}
        {more && (
          <More href={more.href} tone="muted">
            {more.label}
            <ChevronsRight size={14} aria-hidden />
          </More>
        )}
      </Head>
      {children}
    </Root>
  );
}
