// GET/POST /settings/personal/: the signed-in user's own name, language and phone (their columns of
// `users`), the address of the profile image, and any other field the form `personal` declares (kept in users.form_values).
import type { FastifyInstance } from 'fastify';
import { storedValues, type FormStore } from '../forms/form-store.ts';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import type { UserRow } from '../http/session.ts';
import { profileImageUrl } from './profile-image-routes.ts';

export const PERSONAL_STORE: FormStore = {
  form: 'personal',
  load: 'settings.personal',
  columns: { first_name: 'users.first_name', last_name: 'users.last_name', lang: 'users.lang', phone: 'users.phone' },
  values: 'users.form_values',
};

// profile_image is the form's upload field: stored by its own call, read back here as its address.
const view = (u: Pick<UserRow, 'first_name' | 'last_name' | 'lang' | 'phone' | 'form_values' | 'profile_image_id'>) =>
  ({ ...u.form_values, first_name: u.first_name, last_name: u.last_name, lang: u.lang, phone: u.phone, profile_image: profileImageUrl(u.profile_image_id) });

export function personalRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/settings/personal/', async (request) => view(await requireUser(db, request)));

  app.post('/settings/personal/', async (request) => {
    const user = await requireUser(db, request);
    const { columns, values } = storedValues(PERSONAL_STORE, request.body);
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const row = {
      first_name: text(columns.first_name), last_name: text(columns.last_name), lang: String(columns.lang), phone: text(columns.phone),
      form_values: values,
    };
    await db.updateTable('users').set({ ...row, form_values: JSON.stringify(values) }).where('id', '=', user.id).execute();
    return view({ ...row, profile_image_id: user.profile_image_id });
  });
}
