export const LOGIN_PATH = '/account/login';

/** The sign-in address that returns to `address` afterwards. */
export function loginAddress(address: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(address)}`;
}
