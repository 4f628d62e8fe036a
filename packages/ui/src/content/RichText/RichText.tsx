import styled from '@emotion/styled';

export interface RichTextProps {
  /**
   * HTML made safe by the server (the mall writes goods descriptions itself
   * and sanitises merchant input on save). Never pass unchecked user input.
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

/** Long-form HTML content such as a goods description, in the mall's type style. */
export function RichText({ html }: RichTextProps) {
  return <Root dangerouslySetInnerHTML={{ __html: html }} />;
}
