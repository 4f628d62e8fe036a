import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { serviceMessage } from '../db/schema.ts';
import { route } from '../http/route.ts';

/** How many messages one client may leave in a window: enough for a shopper, too few for a flood. */
export const MESSAGE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** Customer service: the leave-a-message form of the floating window (spec §2, §3). */
export function serviceRoutes(app: FastifyInstance, db: Db): void {
  route(
    app,
    db,
    'POST /api/front/service/message',
    async ({ body, session, request }) => {
      const [row] = await db
        .insert(serviceMessage)
        .values({
          userId: session?.userId ?? null,
          name: body.name.trim(),
          contact: body.contact.trim(),
          content: body.content.trim(),
          ip: request.ip,
        })
        .returning({ id: serviceMessage.id });
      return { id: row!.id };
    },
    { rateLimit: MESSAGE_LIMIT },
  );
}
