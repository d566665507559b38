// @vitest-environment jsdom
import { getJson, getString, removeItem, setJson, setString } from 'src/lib/storage';

it('writes, reads and removes strings and JSON', () => {
  setString('plain', 'value');
  setJson('object', { a: 1 });
  expect(getString('plain')).toBe('value');
  expect(getJson('object')).toEqual({ a: 1 });
  removeItem('plain');
  expect(getString('plain')).toBeNull();
  expect(getJson('absent')).toBeNull();
});

it('uses sessionStorage when asked', () => {
  setString('tab-only', 'x', 'session');
  expect(sessionStorage.getItem('tab-only')).toBe('x');
  expect(localStorage.getItem('tab-only')).toBeNull();
  removeItem('tab-only', 'session');
});

it('logs unreadable JSON and answers null instead of throwing', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('broken', '{not json');
  expect(getJson('broken')).toBeNull();
  expect(logged).toHaveBeenCalledOnce();
  logged.mockRestore();
});

it('logs a failing write (quota, private mode) instead of throwing', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const quota = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => setJson('big', { a: 1 })).not.toThrow();
  expect(logged).toHaveBeenCalledOnce();
  quota.mockRestore();
  logged.mockRestore();
});

it('logs a value that cannot be serialised', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const cyclic: { self?: unknown } = {};
  cyclic.self = cyclic;
  expect(() => setJson('cyclic', cyclic)).not.toThrow();
  expect(localStorage.getItem('cyclic')).toBeNull();
  expect(logged).toHaveBeenCalledOnce();
  logged.mockRestore();
});
