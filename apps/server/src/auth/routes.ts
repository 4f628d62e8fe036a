import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { deleteSession } from '../http/session.ts';
import { loginWithPhonePassword } from './login.ts';

/** Sign-in, session check and sign-out (spec §4 Session, §7). */
export function authRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'POST /api/front/login/mobile/password', ({ body }) => loginWithPhonePassword(db, body));
  route(app, db, 'POST /api/front/login/token/is/exist', async ({ session }) => session !== null);
  route(app, db, 'GET /api/front/login/logout', async ({ session }) => {
    if (session) await deleteSession(db, session.tokenHash);
    return null;
  });
}
