import type { toast as sonnerToast } from 'sonner';

/**
 * Shows toasts (spec §8: messages are shown as toasts) through sonner, which
 * is loaded on demand so pages do not wait for it. Toasts raised before the
 * `<Toaster>` has loaded are queued and shown once it has.
 */
type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'message';

let deliver: Sonner | undefined;
const queue: Array<[Kind, string]> = [];

function show(kind: Kind, text: string): void {
  if (deliver) {
    if (kind === 'message') deliver(text);
    else deliver[kind](text);
    return;
  }
  queue.push([kind, text]);
}

/** Called by the loaded Toaster once it listens: shows what waited. */
export function toasterReady(sonner: Sonner | undefined): void {
  deliver = sonner;
  if (!sonner) return;
  for (const [kind, text] of queue.splice(0)) show(kind, text);
}

/** Shows a toast: `toast.success(text)`, `toast.error(text)`, `toast.info(text)`, or `toast(text)`. */
export const toast = Object.assign((text: string) => show('message', text), {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
});
