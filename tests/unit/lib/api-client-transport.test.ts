import { http, HttpResponse } from 'msw';
import type { ApiError } from 'src/lib/api-error';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';

// lib/api-client loads its axios transport with the first call (axios stays out of first
// loads). A transport that cannot be loaded fails the call like an unanswered request.

const PATH = '/api/app/landingPageController/listBanner';

afterEach(() => {
  vi.doUnmock('src/lib/api-transport');
  vi.resetModules();
});

/** A fresh lib/api-client whose transport, when loaded, calls `loaded`. */
async function freshClientCountingLoads() {
  vi.resetModules();
  const loaded = vi.fn();
  vi.doMock('src/lib/api-transport', async (importOriginal) => {
    loaded();
    return importOriginal();
  });
  return { loaded, client: await import('src/lib/api-client') };
}

it('does not load axios until the first call', async () => {
  const { loaded, client } = await freshClientCountingLoads();
  const { apiPost } = client;
  expect(loaded).not.toHaveBeenCalled();

  server.use(http.post(PATH, () => HttpResponse.json(okBody([{ id: 1 }]))));
  await expect(apiPost(PATH)).resolves.toEqual([{ id: 1 }]);
  await expect(apiPost(PATH)).resolves.toEqual([{ id: 1 }]);
  expect(loaded).toHaveBeenCalledTimes(1);
});

it('turns a transport that cannot be loaded into a NETWORK ApiError, told to the banner, and tries again', async () => {
  vi.resetModules();
  vi.doMock('src/lib/api-transport', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const { apiPost, onApiFailure } = await import('src/lib/api-client');
  const heard: ApiError[] = [];
  const stop = onApiFailure((error) => heard.push(error));

  const failure = await apiPost(PATH).catch((error: unknown) => error as ApiError);
  expect(failure).toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK' });
  expect(heard).toHaveLength(1);

  await apiPost(PATH, {}, { silent: true }).catch(() => undefined);
  expect(heard).toHaveLength(1);

  vi.doUnmock('src/lib/api-transport');
  server.use(http.post(PATH, () => HttpResponse.json(okBody('back'))));
  await expect(apiPost(PATH)).resolves.toBe('back');
  stop();
});

it('can load the transport ahead of the first call', async () => {
  const { loaded, client } = await freshClientCountingLoads();
  const { preloadApiClient } = client;
  preloadApiClient();
  await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
});
