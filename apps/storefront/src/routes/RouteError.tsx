import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoginRequiredError, NotFoundError } from '@mall/api';
import { ErrorPage } from '@mall/ui';
import { useMall } from '../state/store.ts';
import { isChunkLoadError, reloadForChunk } from './chunkReload.ts';
import { shopperMessage } from './errorText.ts';

/** The status a page's error stands for (spec §2 Error page, §8). */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof LoginRequiredError) return 401;
  if (error instanceof NotFoundError) return 404;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return 500;
}

/** What a page shows when it fails to load or render (spec §8 route errors). Loaded when an error happens. */
export default function RouteError() {
  const error = useRouteError();
  const openLogin = useMall((s) => s.openLogin);
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunk();
  }, [chunk]);
  const message = shopperMessage(error);
  useEffect(() => {
    // What the page does not show shoppers stays for whoever looks into it.
    if (message === undefined && !isRouteErrorResponse(error)) console.error(error);
  }, [error, message]);
  const status = statusOf(error);
  return <ErrorPage status={status} message={message} homeHref="/" onSignIn={status === 401 ? () => openLogin() : undefined} />;
}
