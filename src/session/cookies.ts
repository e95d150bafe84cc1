// Cookies the shell writes (selected merchant, language): 365 days, path /, the brand's cookie domain.
const COOKIE_DAYS = 365;

export function setPersistentCookie(name: string, value: string, domain?: string): void {
  const expires = new Date(Date.now() + COOKIE_DAYS * 86400 * 1000).toUTCString();
  const domainPart = domain ? `; domain=${domain}` : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/${domainPart}; SameSite=Lax`;
}

/** A language chosen in the language dropdown: kept in the `lang` cookie, then the page reloads in it. */
export function chooseLanguage(code: string, cookieDomain: string | undefined): void {
  setPersistentCookie('lang', code, cookieDomain);
  window.location.reload();
}
