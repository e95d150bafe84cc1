// The server's route matcher (index.html's preloads) picks the route React Router picks on the page.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import redirects from '../../../schemas/redirects.json';
import routes from '../../../schemas/routes.json';
import { fillPath, routeMatcher } from '../../../server/http/route-match';
import { applyRedirects } from '../../../src/router/applyRedirects';

/** Addresses each pattern serves: parameters filled, optional segments present and absent, plus strays. */
function samples(): string[] {
  const out = new Set<string>(['/', '/nowhere', '/transactions/payments/all/extra', '/TRANSACTIONS/payments/all', '/branding/a/b/c']);
  for (const { path } of [...routes, ...redirects.map((r) => ({ path: r.from }))]) {
    const filled = `/${path.replace(/^\//, '')}`.replace(/\*$/, 'x/y').replace(/:([\w-]+)/g, 'v-$1');
    out.add(filled.replace(/\?/g, ''));
    out.add(filled.replace(/\/[^/]+\?/g, ''));
    out.add(filled.replace(/\/[^/]+\?$/, '').replace(/\?/g, ''));
  }
  return [...out];
}

describe('server route matcher', () => {
  const match = routeMatcher(routes);
  const redirect = routeMatcher(redirects.map((r) => ({ ...r, path: r.from })));

  it.each(samples())('%s: the route React Router shows', (path) => {
    expect(match(path)?.entry.path).toBe(matchRoutes(routes, path)?.at(-1)?.route.path);
  });

  it.each(samples())('%s: the redirect the router follows', (path) => {
    const found = redirect(path);
    expect(found ? fillPath(found.entry.to, found.params) : undefined).toBe(applyRedirects(path, redirects));
  });
});
