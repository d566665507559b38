import { version } from '../../package.json';

// The build-time configuration, read from import.meta.env exactly once.
// Every VITE_* variable below must exist in the .env.<mode> file of the build; a missing one
// fails at start-up with one message that names all of them, instead of a broken link or a
// request to "undefined/api/…" later on.

export type AppModule = 'admin' | 'customer' | 'public';

export interface AppEnv {
  module: AppModule;
  envName: string;
  /** API base URL; empty means same origin (the bundled server or the dev proxy). */
  apiUrl: string;
  /** Where the app is mounted, always ending with '/': '/', '/admin/', '/customer/'. */
  basePath: string;
  version: string;
  links: {
    calendar: string;
    event: string;
    virtual: string;
    thaiathon: string;
    platformService: string;
    medalService: string;
  };
  social: { facebook: string; instagram: string; line: string };
}

type EnvRecord = Readonly<Record<string, string | boolean | undefined>>;

const MODULES: readonly AppModule[] = ['admin', 'customer', 'public'];

/** Variables that may be empty (but must be declared so a typo in the file is still caught). */
const MAY_BE_EMPTY = new Set(['VITE_API_URL']);

export class EnvError extends Error {
  override name = 'EnvError';
}

function withTrailingSlash(path: string): string {
  const leading = path.startsWith('/') ? path : `/${path}`;
  return leading.endsWith('/') ? leading : `${leading}/`;
}

/** Pure parser: unit-testable with any record; throws one EnvError listing every problem. */
export function parseEnv(record: EnvRecord, appVersion: string = version): Readonly<AppEnv> {
  const missing: string[] = [];
  const read = (name: string): string => {
    const value = record[name];
    if (typeof value !== 'string' || (value.trim() === '' && !MAY_BE_EMPTY.has(name))) {
      missing.push(name);
      return '';
    }
    return value.trim();
  };

  const moduleName = read('VITE_MODULE');
  const parsed: AppEnv = {
    module: moduleName as AppModule,
    envName: read('VITE_ENV_NAME'),
    apiUrl: read('VITE_API_URL').replace(/\/+$/, ''),
    basePath: withTrailingSlash(read('VITE_BASE_PATH')),
    version: appVersion,
    links: {
      calendar: read('VITE_LINK_CALENDAR'),
      event: read('VITE_LINK_EVENT'),
      virtual: read('VITE_LINK_VIRTUAL'),
      thaiathon: read('VITE_LINK_THAIATHON'),
      platformService: read('VITE_LINK_PLATFORM_SERVICE'),
      medalService: read('VITE_LINK_MEDAL_SERVICE'),
    },
    social: {
      facebook: read('VITE_SOCIAL_FACEBOOK'),
      instagram: read('VITE_SOCIAL_INSTAGRAM'),
      line: read('VITE_SOCIAL_LINE'),
    },
  };

  const problems: string[] = [];
  if (missing.length > 0) problems.push(`missing variables: ${missing.join(', ')}`);
  if (moduleName !== '' && !MODULES.includes(moduleName as AppModule)) {
    problems.push(`VITE_MODULE must be one of ${MODULES.join(', ')} (got "${moduleName}")`);
  }
  if (problems.length > 0) {
    throw new EnvError(`Invalid build environment (.env.<mode> file): ${problems.join('; ')}.`);
  }

  return Object.freeze({
    ...parsed,
    links: Object.freeze(parsed.links),
    social: Object.freeze(parsed.social),
  });
}

export const env: Readonly<AppEnv> = parseEnv(import.meta.env);
