// A browser-like client over real HTTP: keeps cookies, sends X-CSRFToken from the csrftoken cookie on
// writes as the SPA does, and reports which instance answered (X-Served-By, set by haproxy).
// json() is untyped like light-my-request's in the API tests: the tests read the fields they check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: string; json: () => any; servedBy: string | null; headers: Headers };

export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string, private readonly extraHeaders: Record<string, string> = {}) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const h: Record<string, string> = { ...this.extraHeaders, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (csrf && method !== 'GET') h['x-csrftoken'] = csrf;
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text, json: () => JSON.parse(text), servedBy: res.headers.get('x-served-by'), headers: res.headers };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', `/api/v2${path}`, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', `/api/v2${path}`, body, headers);
  }

  async login(email: string, password: string, headers?: Record<string, string>): Promise<Reply> {
    await this.get('/account/check_auth/', headers);
    return this.post('/account/login/', { email, password }, headers);
  }
}
