// Headless Chromium (playwright-core + Debian's /usr/bin/chromium, CHROMIUM_PATH overrides) with the
// flags this sandbox needs; the end-to-end tests and the browser benches launch it the same way.
import { chromium, type Browser } from 'playwright-core';

/** `unthrottledFrames`: frames drawn as soon as there is something to draw (no 60 Hz vsync wait), so a
 *  keystroke-to-paint time is the browser's work, not up to 16.7 ms of waiting for the next frame. */
export function launchChromium({ unthrottledFrames = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(unthrottledFrames ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []),
    ],
  });
}
