import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ClientBridge } from './ClientBridge.ts';

/** Hands the current language and its translator to the API client. */
export function NotifierBridge({ bridge }: { bridge: ClientBridge }) {
  const intl = useIntl();
  useEffect(() => bridge.connectTranslator((id) => intl.formatMessage({ id }), intl.locale), [bridge, intl]);
  return null;
}
