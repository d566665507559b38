#!/usr/bin/env node
// Finds the Chromium the end-to-end tests drive, in this order: $CHROME_PATH, Debian's
// /usr/bin/chromium, Playwright's own download. Prints the path found, or explains how to get
// one and exits 1. The other runs use scripts/chromium.mjs, which looks in the same order.
import { isExecutable } from './chromium.mjs';

async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

const fromEnv = process.env.CHROME_PATH;
if (fromEnv && !isExecutable(fromEnv)) {
  console.error(`CHROME_PATH is set to "${fromEnv}", which is not an executable file.`);
  process.exit(1);
}

const candidates = [
  ['CHROME_PATH', fromEnv],
  ['Debian chromium', '/usr/bin/chromium'],
  ["Playwright's download", await playwrightChromium()],
];
const found = candidates.find(([, path]) => path && isExecutable(path));

if (!found) {
  console.error(
    [
      'No Chromium found for the end-to-end tests. Get one of:',
      '  • Debian/Ubuntu: apt-get install -y chromium fonts-thai-tlwg   (the fonts render Thai text)',
      '  • Playwright:    npx playwright install chromium',
      '  • or point CHROME_PATH at a Chromium/Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}

const [source, path] = found;
console.log(`Chromium (${source}): ${path}`);
