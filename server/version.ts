import { readFileSync } from 'node:fs';

/** The product version, from package.json (one source of truth for server and web app). */
export const version: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
