import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { listAddresses, saveAddress } from './addressBook.ts';

/** The shopper's address book (crmeb-api §4.14). */
export function addressRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/address/list', ({ session, query }) =>
    listAddresses(db, session.userId, query?.page, query?.limit),
  );
  route(app, db, 'POST /api/front/address/edit', ({ session, body }) => saveAddress(db, session.userId, body));
}
