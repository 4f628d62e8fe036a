/** Where stray errors are written: the server's logger once there is one. */
export interface StrayErrorLog {
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * Keeps the process serving through errors nothing else caught: an
 * exception thrown in a callback outside any request's promise chain, or a
 * promise rejected with no one to handle it. Each is logged (a handler's own
 * rejection never gets here: Fastify's error handler answers it with a 500
 * envelope and logs it with the request id) and the process goes on, since
 * taking down every request in flight over one stray error is worse than
 * carrying on. Returns a function that removes the handlers.
 * @param log where the errors go; read at each error, so it may be swapped for the server's logger once that exists.
 * @param target the process (a stand-in in tests).
 */
export function keepServingThroughStrayErrors(
  log: () => StrayErrorLog,
  target: Pick<NodeJS.Process, 'on' | 'off'> = process,
): () => void {
  const onException = (error: Error, origin: string) => log().error({ err: error, origin }, 'uncaught exception; still serving');
  const onRejection = (reason: unknown) => log().error({ err: reason }, 'unhandled promise rejection; still serving');
  target.on('uncaughtException', onException);
  target.on('unhandledRejection', onRejection);
  return () => {
    target.off('uncaughtException', onException);
    target.off('unhandledRejection', onRejection);
  };
}
