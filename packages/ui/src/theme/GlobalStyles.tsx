import { Global, css, useTheme } from '@emotion/react';

/**
 * Base document styles: font, colours, box sizing. Render once at the root.
 */
export function GlobalStyles() {
  const t = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: ${t.font.family};
          font-size: ${t.font.size.md}px;
          line-height: ${t.font.lineHeight};
          color: ${t.color.text};
          background: ${t.color.page};
          -webkit-font-smoothing: antialiased;
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
          color: inherit;
        }
        img {
          max-width: 100%;
        }
        a {
          color: inherit;
        }
      `}
    />
  );
}
