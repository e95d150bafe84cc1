// GET /account/check_auth/: the session state and, when signed in, the user.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { userView } from './user-view.ts';

export function checkAuthRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/account/check_auth/', async (request) => {
    const auth = request.auth;
    if (!auth) return { state: 'no' };
    if (auth.state === 'need mfa') return { state: 'need mfa' };
    const user = await db.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirst();
    if (!user) return { state: 'no' };
    // An invited user who has not chosen a password yet.
    if (!user.password_hash) return { state: 'need password', user: await userView(db, user) };
    return { state: 'ok', user: await userView(db, user) };
  });
}
