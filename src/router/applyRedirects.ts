// Spec 000 section 2.3 and specs 001/002: a short route goes to its default sub-route.
import { generatePath, matchPath } from 'react-router-dom';
import type { Redirect } from './routeTable';

/** The target of the first redirect whose `from` matches the path, with its parameters filled in. */
export function applyRedirects(pathname: string, redirects: Redirect[]): string | undefined {
  for (const { from, to } of redirects) {
    const match = matchPath({ path: from, end: true }, pathname);
    if (match) return generatePath(to, match.params);
  }
  return undefined;
}
