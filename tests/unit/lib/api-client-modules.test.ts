import { captureHeaders } from './capture-headers';
import { makeSession } from './make-session';

// The module is fixed at build time; each case loads a fresh copy of the client under
// another build's environment.

const PATH = '/api/app/customerUserController/search';

async function loadClient(module: 'customer' | 'public', basePath = '/') {
  vi.stubEnv('VITE_MODULE', module);
  vi.stubEnv('VITE_BASE_PATH', basePath);
  vi.resetModules();
  return import('src/lib/api-client');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  window.history.replaceState(null, '', '/');
});

it('customer build: X-Client-Module CUSTOMER and the customer session token', async () => {
  localStorage.setItem('admin-session', JSON.stringify(makeSession('admin-token')));
  localStorage.setItem('customer-session', JSON.stringify(makeSession('customer-token')));
  const { apiPost } = await loadClient('customer');
  const seen = captureHeaders(PATH);
  await apiPost(PATH);
  expect(seen.headers?.get('x-client-module')).toBe('CUSTOMER');
  expect(seen.headers?.get('authorization')).toBe('Bearer customer-token');
});

it('public build: no X-Client-Module and no token', async () => {
  localStorage.setItem('admin-session', JSON.stringify(makeSession('admin-token')));
  const { apiPost } = await loadClient('public');
  const seen = captureHeaders(PATH);
  await apiPost(PATH);
  expect(seen.headers?.has('x-client-module')).toBe(false);
  expect(seen.headers?.has('authorization')).toBe(false);
});

it('strips the base path from the return path', async () => {
  const { currentAppPath } = await loadClient('customer', '/customer/');
  expect(currentAppPath({ pathname: '/customer/uploads', search: '?page=3', hash: '' })).toBe(
    '/uploads?page=3',
  );
  expect(currentAppPath({ pathname: '/customer/', search: '', hash: '' })).toBe('/');
});
