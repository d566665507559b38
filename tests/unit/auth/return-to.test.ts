import { safeReturnTo, withReturnTo } from 'src/features/auth/utils/return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/customer?page=2#top', '/customer?page=2#top'],
    ['/master-data/province', '/master-data/province'],
    ['/', '/'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['customer'],
    ['/%0d%0aLocation:%20x'.replace('%0d%0a', '\r\n')],
    ['/login'],
    ['/login?returnTo=/x'],
    ['/forgot-password'],
    ['/change-password/'],
  ])('falls back to the dashboard for %j', (raw) => {
    expect(safeReturnTo(raw)).toBe('/');
  });

  it('builds the returnTo query only when there is somewhere to return to', () => {
    expect(withReturnTo('/login', '/')).toBe('/login');
    expect(withReturnTo('/login', '/customer?page=2')).toBe('/login?returnTo=%2Fcustomer%3Fpage%3D2');
  });
});
