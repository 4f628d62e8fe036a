import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

/** What {@link useServerAction} gives a form. */
export interface ServerAction {
  /** The message of the last failure, already translated; null after a success or while a new try runs. */
  error: string | null;
  /** Shows a message of the form's own in the error box (or clears it with null). */
  setError: (message: string | null) => void;
  /**
   * Runs `action` once at a time (a second call while one runs is ignored and
   * answers false) and answers whether it succeeded. A rejection with an
   * `Error` shows its `message` (the server's, already translated, see
   * `SignInActions`); anything else shows `signIn.failed`.
   */
  run: (action: () => Promise<void> | void) => Promise<boolean>;
}

/**
 * The error box of a form whose buttons call the server: catches a rejected
 * action and keeps its message for the form's `role="alert"` box, so the
 * view stays and the shopper can correct and try again.
 * @see spec §7 (the server's message is shown), §8
 */
export function useServerAction(): ServerAction {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  // Enter pressed twice before React re-renders the busy button must not call twice.
  const running = useRef(false);
  const run = useCallback(
    async (action: () => Promise<void> | void) => {
      if (running.current) return false;
      running.current = true;
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        setError(failure instanceof Error && failure.message ? failure.message : intl.formatMessage({ id: 'signIn.failed' }));
        return false;
      } finally {
        running.current = false;
      }
    },
    [intl],
  );
  return { error, setError, run };
}
