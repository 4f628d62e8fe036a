/** Which error page a status shows. */
export type ErrorKind = 'notFound' | 'loadFailed' | 'signIn' | 'badRequest';

/**
 * The error page for an HTTP-like status: 404 → not found, 500 → load failed,
 * 401 → sign in first, anything else → bad request (with a check-the-
 * configuration hint).
 * @see spec §2 Error page, §8 (route errors: unknown route 404, unknown middleware 500)
 */
export function errorKind(status: number): ErrorKind {
  switch (status) {
    case 404:
      return 'notFound';
    case 500:
      return 'loadFailed';
    case 401:
      return 'signIn';
    default:
      return 'badRequest';
  }
}
