// Profile image (spec 000 s.5, s.7): the personal settings form uploads a cropped square picture
// through multipart POST /settings/profile_image/; a picture under 280 px wide is refused in the
// browser, and the stored one is shown again after a reload.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { png } from './images';
import { DEMO, signInQuickly } from './steps';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signInQuickly(page, DEMO, '/profile/info/overview');
});
afterAll(async () => {
  await session?.close();
});

it('uploads a profile image from the personal form, refuses a narrow one, shows it after a reload', async () => {
  const form = page.getByTestId('schema-form-personal');
  await form.getByText('PNG (recommended) or JPG, at least 280 px wide, 50 KB maximum.').waitFor();
  const file = form.locator('input[type="file"]');
  await file.setInputFiles({ name: 'narrow.png', mimeType: 'image/png', buffer: png(200, 200) });
  await page.getByText('The image must be at least 280 px wide.').first().waitFor();
  expect(await form.getByTestId('image-crop-area').count()).toBe(0);

  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(600, 400) });
  await form.getByTestId('image-crop-area').waitFor();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/settings/profile_image/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Upload' }).click();
  const reply = await uploaded;
  expect(reply.status()).toBe(200);
  expect(reply.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const { url } = (await reply.json()) as { url: string };
  const preview = form.getByTestId('image-crop-preview');
  await preview.waitFor();
  // The crop is square: 400 x 400 from a 600 x 400 picture (never upscaled, at most 560 px).
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight].join('x'))).toBe('400x400');
  await page.reload();
  await expect.poll(() => page.getByTestId('schema-form-personal').getByTestId('image-crop-preview').getAttribute('src')).toBe(url);
});
