import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  /** Heading of the block (an `h2`); also names the region. */
  title: ReactNode;
  /** Content at the right of the heading (a link, a count). */
  extra?: ReactNode;
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
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

/** A titled block of a page: confirm-page parts, recommendation rows, detail tabs. */
export function Section({ title, extra, variant = 'card', children }: SectionProps) {
  const headingId = useId();
  return (
    <Root card={variant === 'card'} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {extra}
      </Head>
      {children}
    </Root>
  );
}
