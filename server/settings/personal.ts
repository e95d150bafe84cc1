// The signed-in user's own name, language and phone (their columns of `users`), the address of the
// profile image, and any other field the form `personal` declares (kept in users.form_values):
// settings.personal / settings.personalSave (handlers.ts).
import type { FormStore } from '../forms/form-store.ts';
import type { UserRow } from '../http/session.ts';
import { profileImageUrl } from './profile-image.ts';

export const PERSONAL_STORE: FormStore = {
  form: 'personal',
  load: 'settings.personal',
  columns: { first_name: 'users.first_name', last_name: 'users.last_name', lang: 'users.lang', phone: 'users.phone' },
  values: 'users.form_values',
};

// profile_image is the form's upload field: stored by its own call, read back here as its address.
export const personalView = (u: Pick<UserRow, 'first_name' | 'last_name' | 'lang' | 'phone' | 'form_values' | 'profile_image_id'>) =>
  ({ ...u.form_values, first_name: u.first_name, last_name: u.last_name, lang: u.lang, phone: u.phone, profile_image: profileImageUrl(u.profile_image_id) });
