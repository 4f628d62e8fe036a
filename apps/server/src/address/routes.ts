import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { allAddresses, deleteAddress, getAddress, listAddresses, saveAddress, setDefaultAddress } from './addressBook.ts';
import { countryLocation } from './ipInfo.ts';

/** The shopper's address book (crmeb-api §4.14, crmeb-wire §7, §12); every call acts on the caller's own addresses. */
export function addressRoutes(app: FastifyInstance, db: Db, country: string): void {
  const location = countryLocation(country);
  route(app, db, 'GET /api/front/address/list', ({ session, query }) =>
    listAddresses(db, session.userId, query?.page, query?.limit),
  );
  route(app, db, 'GET /api/pc/address/all/list', ({ session }) => allAddresses(db, session.userId));
  route(app, db, 'GET /api/front/address/detail/:id', ({ session, params }) => getAddress(db, session.userId, params.id));
  route(app, db, 'POST /api/front/address/edit', ({ session, body }) => saveAddress(db, session.userId, body));
  route(app, db, 'POST /api/front/address/default/set', ({ session, body }) => setDefaultAddress(db, session.userId, body.id));
  route(app, db, 'POST /api/front/address/del', ({ session, body }) => deleteAddress(db, session.userId, body.id));
  route(app, db, 'POST /api/front/address/ip/info', async () => location);
}
