// Which addresses and route templates a route table serves (engine/core/schema/checkCrossRefsRouteMatch.ts).
import { describe, expect, it } from 'vitest';
import { routeServed } from '../../../engine/core/schema/checkCrossRefsRouteMatch';

const ROUTES = ['/', '/pay/:type', '/pay/info/:id/:tab', '/make/:merchant?/:currency?', '/help/*', '*'];
const served = (address: string, how = {}) => routeServed(address, ROUTES, how);

describe('routeServed', () => {
  it('matches static segments and :params', () => {
    expect(served('/')).toBe(true);
    expect(served('/pay/all')).toBe(true);
    expect(served('/pay/info/7/general')).toBe(true);
    expect(served('/pay')).toBe(false);
    expect(served('/pay/info/7')).toBe(false);
  });

  it('lets a placeholder ({id}, :id) stand for any value', () => {
    expect(served('/pay/info/{id}/general')).toBe(true);
    expect(served('/pay/{type}')).toBe(true);
    expect(served('/pay/info/:id/:tab')).toBe(true);
    expect(served('/{section}/x')).toBe(true);
  });

  it('skips optional params, and a trailing * takes the rest', () => {
    expect(served('/make')).toBe(true);
    expect(served('/make/1/UAH')).toBe(true);
    expect(served('/make/1/UAH/more')).toBe(false);
    expect(served('/help')).toBe(true);
    expect(served('/help/a/b/c')).toBe(true);
  });

  it('never counts the not-found route *', () => {
    expect(routeServed('/anything', ['*'])).toBe(false);
  });

  it('ignores a query string and a hash', () => {
    expect(served('/pay/all?s=status&m=eq&v=approved')).toBe(true);
    expect(served('/pay/all#top')).toBe(true);
  });

  it('prefix: some route lies under the address', () => {
    expect(served('/pay/info', { prefix: true })).toBe(true);
    expect(served('/pa', { prefix: true })).toBe(false);
  });
});
