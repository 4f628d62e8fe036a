/**
 * Layout pieces every form of the sign-in dialog shares, so the seven views
 * line up: the column of fields, the server's error box, the notice box and
 * the short explanation above a form.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** The column of fields and the submit button. */
export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
`;

/** A sentence that says what the view is for, above its fields. */
export const FormIntro = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  line-height: ${(p) => p.theme.font.lineHeight};
`;

const ErrorBox = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brandSoft};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const NoticeBox = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  border-left: 3px solid ${(p) => p.theme.color.success};
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.success};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/** The server's message for a failed action, above the submit button; announced (`role="alert"`). Nothing when empty. */
export function FormError({ children }: { children?: ReactNode }) {
  return children ? <ErrorBox role="alert">{children}</ErrorBox> : null;
}

/** Good news (the password was reset), announced politely (`role="status"`). Nothing when empty. */
export function FormNotice({ children }: { children?: ReactNode }) {
  return children ? <NoticeBox role="status">{children}</NoticeBox> : null;
}
