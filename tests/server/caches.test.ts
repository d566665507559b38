import { describe, expect, it } from 'vitest';
import { CACHES, Cache } from '../../server/cache/caches';

describe('Cache (server/cache/caches.ts)', () => {
  it('shares one load between concurrent misses and keeps no failed load', async () => {
    const cache = new Cache<Promise<string>>(CACHES.masterData);
    let loads = 0;
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('database away'));
    };
    const both = [cache.keep('k', failing), cache.keep('k', failing)];
    await expect(Promise.all(both)).rejects.toThrow('database away');
    expect(loads).toBe(1);
    await expect(cache.keep('k', () => Promise.resolve('answer'))).resolves.toBe('answer');
    await expect(cache.keep('k', failing)).resolves.toBe('answer');
    expect(loads).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently used first', () => {
    const cache = new Cache<string>({ max: 2, changes: 'test' });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });

  it('bounds the total bytes when the policy says so', () => {
    const cache = new Cache<Buffer>({ max: 100, maxBytes: 10, changes: 'test' }, (b) => b.length);
    cache.set('a', Buffer.alloc(6));
    cache.set('b', Buffer.alloc(6));
    cache.set('huge', Buffer.alloc(11));
    expect([...cache.keys()]).toEqual(['b']);
  });
});
