import { ErrorPage } from '@mall/ui';

/** Unknown routes (spec §2 Error page, 404). */
export default function NotFound() {
  return <ErrorPage status={404} homeHref="/" />;
}
