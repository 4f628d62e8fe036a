import type { CodeMessage, Courier } from './courier.ts';

/**
 * SMS through an HTTP gateway (`SMS_GATEWAY_URL`): one JSON POST per message,
 * `{to, text}` with the phone in E.164, and `Authorization: Bearer
 * SMS_GATEWAY_TOKEN` when a token is set. Any 2xx answer means accepted.
 * Most SMS providers offer such an endpoint, or a small adapter gives one.
 * @throws {Error} on a network failure, a non-2xx answer or no answer within 10 s.
 */
export function smsGatewayCourier(url: string, token?: string): Courier {
  return {
    async send(message: CodeMessage) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
