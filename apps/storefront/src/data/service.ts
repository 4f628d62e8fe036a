import type { ApiClient, ServiceMessageInput } from '@mall/api';

/**
 * Leaves a message for the mall's customer service (`POST /api/front/service/message`; spec §2 floating window,
 * consumer type `message`). Rejects with the server's `ApiError` without a toast: field errors for the form.
 */
export function leaveServiceMessage(api: ApiClient, message: ServiceMessageInput): Promise<{ id: number }> {
  return api.request('POST /api/front/service/message', { body: message, silent: true });
}
