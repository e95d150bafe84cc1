import { describe, expect, it } from 'vitest';
import { routeEntries } from '../../../src/router/routeTable';
import { APP_TITLE, pageTitle, routeTitle } from '../../../src/router/titles';

const errorRoute = routeEntries.find((entry) => entry.path === '/error/:code')!;
const unknownRoute = routeEntries.find((entry) => entry.path === '*')!;

describe('page titles', () => {
  it("join the screen title to 'Merchant Portal' with ' | '", () => {
    expect(APP_TITLE).toBe('Merchant Portal');
    expect(pageTitle('Payments')).toBe('Payments | Merchant Portal');
    expect(pageTitle()).toBe('Merchant Portal');
  });

  it.each([
    ['403', 'Permission denied'],
    ['404', 'Page not found'],
    ['500', 'Internal Server Error'],
    ['502', 'Bad Gateway'],
    ['503', 'Service Unavailable'],
    ['418', 'Page not found'],
    ['abc', 'Page not found'],
  ])('error page %s is titled %s', (code, title) => {
    expect(routeTitle(errorRoute, { code })).toBe(title);
  });

  it('an unknown address is the 404 page', () => {
    expect(unknownRoute.screen).toBe(errorRoute.screen);
    expect(routeTitle(unknownRoute, {})).toBe('Page not found');
  });

  it('the dashboard is titled Home', () => {
    expect(routeEntries.find((entry) => entry.path === '/')?.title).toBe('Home');
  });
});
