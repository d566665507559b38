// The Chromium that every browser run here drives (end-to-end tests, Lighthouse, bundle size) and
// the switches it runs with. scripts/ensure-browser.mjs looks in the same order, and says what to
// install when nothing is found.
import { accessSync, constants } from 'node:fs';

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** $CHROME_PATH, else Debian's /usr/bin/chromium; undefined means Playwright's own download. */
export function chromiumPath() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && isExecutable(path));
}

/**
 * No sandbox (containers), no GPU, and nothing in the background: this machine's network is
 * closed, and Chromium's own connections (updates, sync, QUIC probes) are refused many at a time
 * and take CPU and bandwidth from the page.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
