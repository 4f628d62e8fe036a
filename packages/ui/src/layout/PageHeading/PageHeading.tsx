import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A line under the title (a count, a hint). */
  description?: ReactNode;
  /** Controls at the right end (buttons, links). */
  actions?: ReactNode;
}

const Root = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[4]}px;
  margin-bottom: ${(p) => p.theme.space[4]}px;
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    color: ${(p) => p.theme.color.text};
  }
  p {
    margin: ${(p) => p.theme.space[1]}px 0 0;
    font-size: ${(p) => p.theme.font.size.sm}px;
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

/** The title row of a page: its `h1`, an optional line under it, and actions. */
export function PageHeading({ title, description, actions }: PageHeadingProps) {
  return (
    <Root>
      <div>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </div>
      {actions && <div>{actions}</div>}
    </Root>
  );
}
