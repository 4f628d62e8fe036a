import type { Static } from 'typebox';
import type { WireMap } from './endpoints.ts';
import { same } from './wire/codec.ts';
import type { ServiceMessageBody } from './schemas/service.ts';

export { SERVICE_MESSAGE_MAX } from './schemas/service.ts';

/**
 * Customer service: the leave-a-message form of the floating window
 * (spec §2 Floating window, §3 Customer-service config).
 */
export type ServiceMessageInput = Static<typeof ServiceMessageBody>;

export interface ServiceEndpoints {
  /** Stores a message for customer service. Rate-limited per client; answers 429-as-400 when over the limit. */
  'POST /api/front/service/message': { input: { body: ServiceMessageInput }; data: { id: number } };
}

export const serviceWire = {
  'POST /api/front/service/message': same<{ id: number }>(),
} satisfies WireMap<ServiceEndpoints>;
