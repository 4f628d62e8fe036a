import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import { EmptyState, PageHeading } from '@mall/ui';
import type { RouteHandle } from './routes.tsx';

/**
 * A route of the spec whose page is not built yet: its real title and an
 * honest "opening soon" state, never made-up content.
 */
export default function UpcomingPage() {
  const intl = useIntl();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = intl.formatMessage({ id: handle?.titleId ?? 'app.name' });
  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      <EmptyState title={intl.formatMessage({ id: 'upcoming.title' })} description={intl.formatMessage({ id: 'upcoming.body' })} />
    </>
  );
}
