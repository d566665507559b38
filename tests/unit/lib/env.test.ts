import { env, EnvError, parseEnv } from 'src/config/env';

const complete = {
  VITE_MODULE: 'customer',
  VITE_ENV_NAME: 'prod',
  VITE_API_URL: '',
  VITE_BASE_PATH: '/customer',
  VITE_LINK_CALENDAR: 'https://example.test/calendar',
  VITE_LINK_EVENT: 'https://example.test/events',
  VITE_LINK_VIRTUAL: 'https://virtual.example.test',
  VITE_LINK_THAIATHON: 'https://thaiathon.example.test',
  VITE_LINK_PLATFORM_SERVICE: 'https://organizer.example.test/platform',
  VITE_LINK_MEDAL_SERVICE: 'https://organizer.example.test/medal',
  VITE_SOCIAL_FACEBOOK: 'https://facebook.example.test/page',
  VITE_SOCIAL_INSTAGRAM: 'https://instagram.example.test/page',
  VITE_SOCIAL_LINE: 'https://line.example.test/chat',
};

function messageOf(record: Record<string, string | undefined>): string {
  try {
    parseEnv(record);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('expected parseEnv to throw');
}

it('parses a complete record into the typed, frozen config', () => {
  const parsed = parseEnv(complete, '0.0.1');
  expect(parsed).toEqual({
    module: 'customer',
    envName: 'prod',
    apiUrl: '',
    basePath: '/customer/',
    version: '0.0.1',
    links: {
      calendar: 'https://example.test/calendar',
      event: 'https://example.test/events',
      virtual: 'https://virtual.example.test',
      thaiathon: 'https://thaiathon.example.test',
      platformService: 'https://organizer.example.test/platform',
      medalService: 'https://organizer.example.test/medal',
    },
    social: {
      facebook: 'https://facebook.example.test/page',
      instagram: 'https://instagram.example.test/page',
      line: 'https://line.example.test/chat',
    },
  });
  expect(Object.isFrozen(parsed)).toBe(true);
  expect(Object.isFrozen(parsed.links)).toBe(true);
});

it('lists every missing variable in one error', () => {
  const { VITE_MODULE: _module, VITE_LINK_EVENT: _event, VITE_SOCIAL_LINE: _line, ...rest } = complete;
  const message = messageOf(rest);
  expect(message).toContain('missing variables: VITE_MODULE, VITE_LINK_EVENT, VITE_SOCIAL_LINE');
});

it('accepts an empty API URL (same origin) but not an undeclared one', () => {
  expect(parseEnv(complete).apiUrl).toBe('');
  const { VITE_API_URL: _api, ...rest } = complete;
  expect(messageOf(rest)).toContain('VITE_API_URL');
  expect(messageOf({ ...complete, VITE_ENV_NAME: '  ' })).toContain('VITE_ENV_NAME');
});

it('refuses an unknown module', () => {
  expect(messageOf({ ...complete, VITE_MODULE: 'backoffice' })).toContain(
    'VITE_MODULE must be one of admin, customer, public (got "backoffice")',
  );
});

it('drops a trailing slash from the API URL', () => {
  expect(parseEnv({ ...complete, VITE_API_URL: 'https://api.example.test/' }).apiUrl).toBe(
    'https://api.example.test',
  );
});

it('reads this build (admin-dev) with the version from package.json', () => {
  expect(env).toMatchObject({ module: 'admin', envName: 'dev', basePath: '/', version: '0.0.1' });
});
