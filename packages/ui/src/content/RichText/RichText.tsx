import styled from '@emotion/styled';
import { useEffect, useState } from 'react';

export interface RichTextProps {
  /**
   * HTML of a goods description or similar. The mall writes its own and
   * should sanitise merchant input on save; this component sanitises again
   * (DOMPurify) before anything reaches the page.
   */
  html: string;
}

const Root = styled.div`
  color: ${(p) => p.theme.color.text};
  line-height: 1.8;
  overflow-wrap: anywhere;
  h2,
  h3 {
    margin: ${(p) => p.theme.space[5]}px 0 ${(p) => p.theme.space[2]}px;
    font-size: ${(p) => p.theme.font.size.lg}px;
  }
  p {
    margin: 0 0 ${(p) => p.theme.space[3]}px;
  }
  ul,
  ol {
    padding-left: ${(p) => p.theme.space[5]}px;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${(p) => p.theme.space[3]}px auto;
  }
  table {
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid ${(p) => p.theme.color.border};
    padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  }
`;

/**
 * Long-form HTML content such as a goods description, in the mall's type
 * style. Scripts, event handlers, `javascript:` links and other active
 * content are removed by DOMPurify, which needs a DOM: it is loaded and run
 * in an effect, so a server render sends an empty, busy box and the browser
 * fills it.
 */
export function RichText({ html }: RichTextProps) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('dompurify').then(({ default: purify }) => {
      if (current) setSafe(purify.sanitize(html));
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <Root aria-busy={safe === null} dangerouslySetInnerHTML={{ __html: safe ?? '' }} />;
}
