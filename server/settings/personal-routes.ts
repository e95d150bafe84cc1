// GET/POST /settings/personal/: the signed-in user's own name, language and phone.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import type { UserRow } from '../http/session.ts';
import { validateBody } from '../http/validate-body.ts';

type Personal = { first_name: string; last_name: string; lang: string; phone?: string };
const view = (u: Pick<UserRow, 'first_name' | 'last_name' | 'lang' | 'phone'>) =>
  ({ first_name: u.first_name, last_name: u.last_name, lang: u.lang, phone: u.phone });

export function personalRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/settings/personal/', async (request) => view(await requireUser(db, request)));

  app.post('/settings/personal/', async (request) => {
    const user = await requireUser(db, request);
    const body = validateBody<Personal>('personal', request.body);
    const values = { first_name: body.first_name.trim(), last_name: body.last_name.trim(), lang: body.lang, phone: body.phone ?? '' };
    await db.updateTable('users').set(values).where('id', '=', user.id).execute();
    return view(values);
  });
}
