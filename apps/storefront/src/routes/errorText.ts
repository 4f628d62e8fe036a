import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '@mall/api';

/**
 * What of a page's error a shopper may read under the error page's title
 * (spec §8): the server's own message (already in the shopper's language) or
 * the router's status text. A script's failure ("Failed to fetch dynamically
 * imported module: http://…/assets/…js", a TypeError) is not for shoppers:
 * the page shows the spec's load-failed text and the detail goes to the
 * console. Undefined when there is nothing to show.
 */
export function shopperMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return error.statusText || undefined;
  // Without the server's text the error only has the client's English default: the page's own words say it better.
  if (error instanceof ApiError) return error.messageKey ? undefined : error.message || undefined;
  return undefined;
}
